import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeForStatus, codeOf, REQUEST_MESSAGES, requireCode, SERVER_MESSAGES, VALIDATION_CODE } from '@core/shared/messages';

const INVALID_JSON_CODE = requireCode(REQUEST_MESSAGES.invalidJson);

/** An error whose message is safe to show the user. */
export class AppError extends Error {
  /** The stable code of the rule: the message's registered code unless given (messages with parameters give it). */
  readonly code: string;
  /** Sent with the answer, e.g. Retry-After on a 429. */
  readonly headers: Record<string, string>;

  constructor(
    readonly statusCode: number,
    message: string,
    options: { code?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.code = options.code ?? codeOf(message) ?? codeForStatus(statusCode);
    this.headers = options.headers ?? {};
  }
}

/** Fastify's `frameworkErrors`: a URL its router refuses (malformed, a parameter too long) answers like any other error. */
export function answerRouterError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? REQUEST_MESSAGES.urlTooLong : REQUEST_MESSAGES.invalid;
  return reply.status(error.statusCode ?? 400).send({ message, code: requireCode(message) });
}

/**
 * Every error leaves as JSON `{ message, code }`: 4xx with the user's message and its rule's code,
 * 5xx generic and logged.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).headers(error.headers).send({ message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const [issue] = error.validation;
      const message = issue?.message ?? REQUEST_MESSAGES.invalid;
      // A refinement whose message has parameters names its code in the issue's params.
      const { code } = (issue?.params.params ?? {}) as { code?: unknown };
      return reply.status(400).send({ message, code: codeOf(message) ?? (typeof code === 'string' ? code : VALIDATION_CODE) });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ message: REQUEST_MESSAGES.invalidJson, code: INVALID_JSON_CODE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message, code: codeForStatus(status) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: SERVER_MESSAGES.error, code: codeForStatus(500) });
  });
});
