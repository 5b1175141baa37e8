import { contactRequestSchema, contactResponseSchema } from '@core/contact/schemas';
import * as contactService from './service';
// A public form that writes rows: keep one address from flooding the support inbox.
const CONTACT_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };
export const contactRoutes = async (app) => {
    app.post('/api/contact', {
        config: { rateLimit: CONTACT_RATE_LIMIT },
        schema: { tags: ['contact'], body: contactRequestSchema, response: { 201: contactResponseSchema } },
    }, async (request, reply) => reply.status(201).send(await contactService.submitContactMessage(app.db, request.body)));
};
