import { z } from 'zod';
import { EMAIL_CHANGE_MESSAGES } from './email-change-schemas';
import { defineMessages } from '../shared/messages';

/** How long the link that proves a new account's address works. */
export const EMAIL_VERIFICATION_TTL_HOURS = 48;

/** New links a signed-in user may ask for per hour (the one sent at sign-up is not counted). */
export const EMAIL_VERIFICATION_RESENDS_PER_HOUR = 3;

export const EMAIL_VERIFICATION_MESSAGES = {
  ...defineMessages('email_verification', {
    invalidToken: 'This confirmation link is invalid, has expired or was already used. Sign in and send yourself a new one.',
    verified: 'Your e-mail is confirmed. Job alerts and updates will now reach you.',
    alreadyVerified: 'Your e-mail is already confirmed.',
    linkSent: 'We sent a new confirmation link to your e-mail.',
    tooManyLinks: 'Too many confirmation e-mails were sent this hour.',
  }),
  // The same words as the e-mail change's link: one text, one code.
  tokenRequired: EMAIL_CHANGE_MESSAGES.tokenRequired,
};

/** POST /api/auth/verify-email: the token from the link; it is the proof, whoever sends it. */
export const verifyEmailRequestSchema = z.object({
  token: z.string({ error: EMAIL_VERIFICATION_MESSAGES.tokenRequired }).min(1, EMAIL_VERIFICATION_MESSAGES.tokenRequired).max(200),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;
