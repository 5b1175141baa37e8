import { z } from 'zod';
import { userSchema } from './schemas';
import { defineMessages } from '../shared/messages';
/** How long the confirmation link sent to a new e-mail address works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;
export const EMAIL_CHANGE_MESSAGES = defineMessages('email_change', {
    currentPasswordRequired: 'Enter your current password to change your e-mail',
    wrongCurrentPassword: 'Incorrect current password. Your e-mail was not changed.',
    invalidToken: 'This confirmation link is invalid or has expired. Please change your e-mail again.',
    tokenRequired: 'Confirmation link is missing its token',
    confirmed: 'Your new e-mail is confirmed. Other devices were signed out.',
});
/** Sent with PUT /api/users/{userId} when `email` changes; never stored. */
export const currentPasswordField = z.string().max(200, EMAIL_CHANGE_MESSAGES.wrongCurrentPassword).optional();
/** PUT /api/users/{userId}: the user, and the new address waiting for its confirmation when the e-mail was changed. */
export const updateUserResponseSchema = userSchema.extend({ pendingEmail: z.string().optional() });
/** POST /api/auth/confirm-email: the token from the link e-mailed to the new address. */
export const confirmEmailChangeRequestSchema = z.object({
    token: z.string({ error: EMAIL_CHANGE_MESSAGES.tokenRequired }).min(1, EMAIL_CHANGE_MESSAGES.tokenRequired).max(200),
});
