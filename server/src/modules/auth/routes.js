import { authResponseSchema, loginRequestSchema, messageResponseSchema, registerRequestSchema, sessionResponseSchema, } from '@core/auth/schemas';
import { clearSessionCookie, currentUser, readSessionToken, requireAuth, setSessionCookie } from '../../plugins/auth';
import * as authService from './service';
export const authRoutes = async (app) => {
    const ttlDays = app.env.SESSION_TTL_DAYS;
    const rateLimit = { max: app.env.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' };
    const signInThrottle = app.createThrottle(authService.SIGN_IN_THROTTLE);
    app.post('/api/auth/register', {
        config: { rateLimit },
        schema: { tags: ['auth'], body: registerRequestSchema, response: { 201: authResponseSchema } },
    }, async (request, reply) => {
        const session = await authService.register(app.db, request.body, { ttlDays, now: app.clock() });
        setSessionCookie(request, reply, session.token, ttlDays);
        return reply.status(201).send(session);
    });
    app.post('/api/auth/login', {
        config: { rateLimit },
        schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: authResponseSchema } },
    }, async (request, reply) => {
        const session = await authService.login(app.db, signInThrottle, request.body, { ttlDays, now: app.clock() });
        setSessionCookie(request, reply, session.token, ttlDays);
        return session;
    });
    app.get('/api/auth/me', { onRequest: requireAuth(), schema: { tags: ['auth'], response: { 200: sessionResponseSchema } } }, async (request) => {
        const user = currentUser(request);
        return { user, profile: await authService.loadProfile(app.db, user.id, user.userType) };
    });
    app.post('/api/auth/logout', { schema: { tags: ['auth'], response: { 200: messageResponseSchema } } }, async (request, reply) => {
        const token = readSessionToken(request);
        if (token)
            await authService.logout(app.db, app.sessions, token, app.clock());
        clearSessionCookie(reply);
        return { message: 'Logged out' };
    });
};
