import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';

/** The fields of a Google service account's JSON key file the Indexing API's sign-in needs. */
const serviceAccountSchema = z.object({
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  /** Where the signed JWT is exchanged for an access token (Google's, or a local fake in tests). */
  token_uri: z.url().default('https://oauth2.googleapis.com/token'),
});

export type GoogleServiceAccount = z.infer<typeof serviceAccountSchema>;

/**
 * GOOGLE_SERVICE_ACCOUNT_JSON: the key file's JSON text, parsed when the environment is, so a bad
 * value stops the start with a clear line rather than failing at the first job change.
 */
export const googleServiceAccountSchema = z
  .string()
  .optional()
  .transform((value, ctx): GoogleServiceAccount | undefined => {
    if (value === undefined || value.trim() === '') return undefined;
    let json: unknown;
    try {
      json = JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be the JSON text of a Google service account key file (it is not valid JSON)' });
      return z.NEVER;
    }
    const parsed = serviceAccountSchema.safeParse(json);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => issue.path.join('.') || 'value').join(', ');
      ctx.addIssue({ code: 'custom', message: `must be a Google service account key file (missing or invalid: ${fields})` });
      return z.NEVER;
    }
    try {
      createPrivateKey(parsed.data.private_key);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'private_key is not a PEM private key' });
      return z.NEVER;
    }
    return parsed.data;
  });
