import { messageResponseSchema } from '@core/auth/schemas';
import { confirmPhoneCodeSchema, phoneStatusSchema, pushSubscriptionSchema, pushUnsubscribeSchema, sendPhoneCodeSchema, } from '@core/channels/schemas';
import { currentUser, requireAuth } from '../../plugins/auth';
import * as channelsService from './service';
const tags = ['channels'];
export const channelsRoutes = async (app) => {
    app.get('/api/phone-verification', { onRequest: requireAuth(), schema: { tags, response: { 200: phoneStatusSchema } } }, async (request) => channelsService.getPhoneStatus(app.db, currentUser(request).id, app.channelProviders.pushPublicKey, app.clock()));
    app.post('/api/phone-verification', { onRequest: requireAuth(), schema: { tags, body: sendPhoneCodeSchema, response: { 200: messageResponseSchema } } }, async (request) => channelsService.sendPhoneCode(app.db, app.channelProviders, currentUser(request), request.body, app.clock()));
    app.post('/api/phone-verification/confirm', { onRequest: requireAuth(), schema: { tags, body: confirmPhoneCodeSchema, response: { 200: messageResponseSchema } } }, async (request) => channelsService.confirmPhoneCode(app.db, currentUser(request).id, request.body.code, app.clock()));
    app.post('/api/push-subscriptions', { onRequest: requireAuth(), schema: { tags, body: pushSubscriptionSchema } }, async (request, reply) => {
        await channelsService.subscribePush(app.db, currentUser(request).id, app.channelProviders.pushPublicKey, request.body);
        return reply.code(204).send();
    });
    app.delete('/api/push-subscriptions', { onRequest: requireAuth(), schema: { tags, body: pushUnsubscribeSchema } }, async (request, reply) => {
        await channelsService.unsubscribePush(app.db, currentUser(request).id, request.body.endpoint);
        return reply.code(204).send();
    });
};
