import { forgotPasswordRequestSchema, PASSWORD_RESET_MESSAGES, resetPasswordRequestSchema } from '@core/auth/password-reset-schemas';
import { authResponseSchema, messageResponseSchema } from '@core/auth/schemas';
import { setSessionCookie } from '../../plugins/auth';
import * as passwordResetService from './password-reset-service';
/** Account recovery: a one-use link by e-mail, then a new password that signs the user in. */
export const passwordResetRoutes = async (app) => {
    const ttlDays = app.env.SESSION_TTL_DAYS;
    // The same per-IP limit as sign-in.
    const rateLimit = { max: app.env.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' };
    app.post('/api/auth/forgot-password', {
        config: { rateLimit },
        schema: { tags: ['auth'], body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema } },
    }, async (request) => {
        await passwordResetService.requestPasswordReset(app.db, app.notifier, request.body.email, app.clock());
        return { message: PASSWORD_RESET_MESSAGES.linkSent };
    });
    app.post('/api/auth/reset-password', {
        config: { rateLimit },
        schema: { tags: ['auth'], body: resetPasswordRequestSchema, response: { 200: authResponseSchema } },
    }, async (request, reply) => {
        const session = await passwordResetService.resetPassword(app.db, app.sessions, {
            token: request.body.token,
            password: request.body.password,
            now: app.clock(),
            ttlDays,
        });
        setSessionCookie(request, reply, session.token, ttlDays);
        return session;
    });
};
