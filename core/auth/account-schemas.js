import { z } from 'zod';
import { LANGUAGES } from '../shared/options';
import { timeZoneSchema, userSchema } from './schemas';
import { defineMessages } from '../shared/messages';
export const ACCOUNT_MESSAGES = defineMessages('account', {
    confirmPasswordRequired: 'Please enter your password to confirm',
    wrongPassword: 'Incorrect password. Your account was not deleted.',
    deactivated: 'Account deactivated. Sign in again to reactivate it.',
    deleted: 'Account permanently deleted.',
    languageInvalid: 'Please choose English or Spanish',
});
/** DELETE /api/auth/delete-permanently */
export const deleteAccountRequestSchema = z.object({
    confirmPassword: z
        .string({ error: ACCOUNT_MESSAGES.confirmPasswordRequired })
        .min(1, ACCOUNT_MESSAGES.confirmPasswordRequired)
        .max(200, ACCOUNT_MESSAGES.wrongPassword),
});
/** PATCH /api/auth/me: the signed-in user's own settings. */
export const updateAccountRequestSchema = z
    .strictObject({
    language: z.enum(LANGUAGES, { error: ACCOUNT_MESSAGES.languageInvalid }).optional(),
    timeZone: timeZoneSchema.optional(),
})
    // An empty body saves nothing: it was most likely a language picker that sent none.
    .refine((value) => value.language !== undefined || value.timeZone !== undefined, {
    path: ['language'],
    message: ACCOUNT_MESSAGES.languageInvalid,
});
export const updateAccountResponseSchema = z.object({ user: userSchema });
