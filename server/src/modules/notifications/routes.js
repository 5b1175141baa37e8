import { z } from 'zod';
import { NOTIFICATION_MESSAGES, notificationPreferencesSchema, updateNotificationPreferencesSchema } from '@core/notifications/schemas';
import { currentUser, requireAuth } from '../../plugins/auth';
import * as notificationsService from './service';
const tags = ['notifications'];
const unsubscribeQuerySchema = z.object({
    token: z.string({ error: NOTIFICATION_MESSAGES.invalidUnsubscribe }).min(1, NOTIFICATION_MESSAGES.invalidUnsubscribe).max(300),
});
const page = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:480px;margin:48px auto;padding:0 16px;line-height:1.5"><h1 style="font-size:22px">${title}</h1>${body}</body></html>`;
export const notificationsRoutes = async (app) => {
    app.get('/api/notification-preferences', { onRequest: requireAuth(), schema: { tags, response: { 200: notificationPreferencesSchema } } }, async (request) => {
        const user = currentUser(request);
        return notificationsService.getPreferences(app.db, user.id, user.userType);
    });
    app.put('/api/notification-preferences', {
        onRequest: requireAuth(),
        schema: { tags, body: updateNotificationPreferencesSchema, response: { 200: notificationPreferencesSchema } },
    }, async (request) => {
        const user = currentUser(request);
        return notificationsService.updatePreferences(app.db, user, request.body.preferences, app.clock());
    });
    // The link in the e-mail footer: a page with one button, because mail scanners follow GET links.
    app.get('/api/notifications/unsubscribe', { schema: { tags, querystring: unsubscribeQuerySchema } }, async (request, reply) => {
        const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
        return reply
            .type('text/html; charset=utf-8')
            .send(page('Unsubscribe from these e-mails?', `<form method="post" action="${action.replace(/"/g, '&quot;')}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="font-size:16px;padding:10px 18px">Unsubscribe</button></form>`));
    });
    // RFC 8058 one-click: mail programs POST `List-Unsubscribe=One-Click` (form-encoded) here; no
    // sign-in, the token is the proof, so the body is not read.
    await app.register(async (oneClick) => {
        oneClick.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));
        oneClick
            .withTypeProvider()
            .post('/api/notifications/unsubscribe', { schema: { tags, querystring: unsubscribeQuerySchema } }, async (request, reply) => {
            await notificationsService.unsubscribe(app.db, app.notificationSecret, request.query.token, app.clock());
            return reply
                .type('text/html; charset=utf-8')
                .send(page('You are unsubscribed', '<p>You will no longer get these e-mails. You can turn them back on in your dashboard settings.</p>'));
        });
    });
};
