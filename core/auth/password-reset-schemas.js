import { z } from 'zod';
import { loginRequestSchema } from './schemas';
import { defineMessages } from '../shared/messages';
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const PASSWORD_RESET_MESSAGES = defineMessages('password_reset', {
    linkSent: 'If an account exists for that email, we sent a link to reset its password.',
    invalidToken: 'This reset link is invalid or has expired. Please request a new one.',
    tokenRequired: 'Reset link is missing its token',
});
/** The same e-mail and password rules as sign-in. */
export const forgotPasswordRequestSchema = loginRequestSchema.pick({ email: true });
export const resetPasswordRequestSchema = loginRequestSchema.pick({ password: true }).extend({
    token: z.string({ error: PASSWORD_RESET_MESSAGES.tokenRequired }).min(1, PASSWORD_RESET_MESSAGES.tokenRequired).max(200),
});
