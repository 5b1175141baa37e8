import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeForStatus, codeOf, REQUEST_MESSAGES, requireCode, SERVER_MESSAGES, VALIDATION_CODE, } from '@core/shared/messages';
import { localizeMessage, requestLanguage } from '../lib/language';
const INVALID_JSON_CODE = requireCode(REQUEST_MESSAGES.invalidJson);
/** An error whose message is safe to show the user. */
export class AppError extends Error {
    statusCode;
    /** The stable code of the rule: the message's registered code unless given (messages with parameters give it). */
    code;
    /** The values of a message with parameters, sent so that a client can word it in its own language. */
    params;
    /** Sent with the answer, e.g. Retry-After on a 429. */
    headers;
    constructor(statusCode, message, options = {}) {
        const coded = typeof message === 'string' ? { message } : message;
        super(coded.message);
        this.statusCode = statusCode;
        this.code = options.code ?? coded.code ?? codeOf(coded.message) ?? codeForStatus(statusCode);
        this.params = coded.params;
        this.headers = options.headers ?? {};
    }
}
/** Fastify's `frameworkErrors`: a URL its router refuses (malformed, a parameter too long) answers like any other error. */
export function answerRouterError(error, _request, reply) {
    const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? REQUEST_MESSAGES.urlTooLong : REQUEST_MESSAGES.invalid;
    return reply.status(error.statusCode ?? 400).send({ message, code: requireCode(message) });
}
const isErrorAnswer = (payload) => typeof payload === 'object' &&
    payload !== null &&
    typeof payload.message === 'string' &&
    typeof payload.code === 'string';
/**
 * Every error leaves as JSON `{ message, code, params? }`: 4xx with the user's message and its rule's
 * code (and the values of a message with parameters), 5xx generic and logged. The message is in the
 * asker's language (see requestLanguage); the code and params stay the same in every language.
 */
export const errorsPlugin = fp(async (app) => {
    // Here rather than in the handler, so that answers sent without throwing (the 404 of an unknown route) are worded too.
    app.addHook('preSerialization', async (request, reply, payload) => {
        if (reply.statusCode < 400 || !isErrorAnswer(payload))
            return payload;
        return { ...payload, message: localizeMessage(requestLanguage(request), payload) };
    });
    app.setErrorHandler((error, request, reply) => {
        if (error instanceof AppError) {
            const { message, code, params } = error;
            return reply
                .status(error.statusCode)
                .headers(error.headers)
                .send({ message, code, ...(params && { params }) });
        }
        if (hasZodFastifySchemaValidationErrors(error)) {
            const [issue] = error.validation;
            const message = issue?.message ?? REQUEST_MESSAGES.invalid;
            // A refinement whose message has parameters gives its code and values as the issue's params.
            const { code, params } = (issue?.params.params ?? {});
            if (codeOf(message))
                return reply.status(400).send({ message, code: codeOf(message) });
            if (typeof code === 'string')
                return reply.status(400).send({ message, code, ...(params && { params }) });
            return reply.status(400).send({ message, code: VALIDATION_CODE });
        }
        if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
            return reply.status(400).send({ message: REQUEST_MESSAGES.invalidJson, code: INVALID_JSON_CODE });
        }
        const status = error.statusCode ?? 500;
        if (status >= 400 && status < 500) {
            return reply.status(status).send({ message: error.message, code: codeForStatus(status) });
        }
        request.log.error({ err: error }, 'request failed');
        // The id lets a user's report be matched with this log line.
        return reply.status(500).send({ message: SERVER_MESSAGES.error, code: codeForStatus(500), requestId: request.id });
    });
});
