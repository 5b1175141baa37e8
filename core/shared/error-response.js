import { z } from 'zod';
/** What every error answer of the API carries (apart from messages.ts, so the client's first script stays free of zod). */
export const errorResponseSchema = z.object({
    message: z.string().describe('What went wrong, for the user to read'),
    code: z.string().describe('The stable code of the rule, <domain>.<rule> (e.g. jobs.no_posts_left): branch and translate on this'),
    params: z
        .record(z.string(), z.union([z.string(), z.number()]))
        .optional()
        .describe('The values of a message with parameters (e.g. { maxMb: 5 } for uploads.too_large), named as the {{placeholders}} of its translations'),
    requestId: z
        .string()
        .optional()
        .describe('On a 5xx answer: the id of the request in the server logs (also in the X-Request-Id header), for a support report'),
});
