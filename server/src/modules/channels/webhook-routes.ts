import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicBaseUrl } from '../../lib/public-url';
import * as channelsService from './service';
import { isValidTwilioSignature, twilioDeliveryStatus, EMPTY_TWIML } from './twilio';
import { isValidWhatsappSignature } from './whatsapp';

const tags = ['channels'];
const handshakeSchema = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});

/**
 * The providers' webhooks. Each proves its sender by a signature over what was sent, so each
 * keeps the body raw: WhatsApp's HMAC covers the exact bytes, Twilio's the posted fields.
 */
export const channelWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app;
  const baseUrl = publicBaseUrl(env);
  /** Processes the stored events once the answer has gone out, so the provider never waits on the work. */
  const processAfterAnswer = (reply: FastifyReply) => reply.raw.once('finish', () => app.inboundEvents.kick());

  // Meta's verification handshake when the webhook is set up.
  app.get('/api/webhooks/whatsapp', { schema: { tags, hide: true, querystring: handshakeSchema } }, async (request, reply) => {
    const query = request.query;
    const matches =
      env.WHATSAPP_VERIFY_TOKEN && query['hub.mode'] === 'subscribe' && query['hub.verify_token'] === env.WHATSAPP_VERIFY_TOKEN;
    if (!matches) return reply.code(403).type('text/plain').send('Forbidden');
    return reply.type('text/plain').send(query['hub.challenge'] ?? '');
  });

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post('/api/webhooks/whatsapp', { schema: { tags, hide: true } }, async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-hub-signature-256'];
      if (
        !env.WHATSAPP_APP_SECRET ||
        !isValidWhatsappSignature(env.WHATSAPP_APP_SECRET, typeof signature === 'string' ? signature : undefined, rawBody)
      ) {
        return reply.code(401).send({ message: 'Invalid signature' });
      }
      let payload: unknown;
      try {
        payload = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return reply.code(400).send({ message: 'Invalid JSON' });
      }
      const { events, skipped } = channelsService.readWhatsappWebhook(payload);
      // Signed but not of the documented shape: answered 200 all the same (a retry would bring the same), and noted.
      if (skipped > 0) request.log.warn({ skipped, events: events.length }, 'whatsapp webhook: parts of unexpected shape ignored');
      // Stored, answered, then acted on: Meta retries a webhook not answered within seconds.
      const stored = await channelsService.storeInboundEvents(app.db, events, app.clock());
      if (stored > 0) processAfterAnswer(reply);
      return reply.code(200).send({ received: true });
    });

    /** Twilio's fields when its signature over `path` at the public URL holds (Twilio signs the URL it was given, not this Host). */
    function signedTwilioParams(path: string, rawBody: unknown, signature: string | string[] | undefined) {
      const params = Object.fromEntries(new URLSearchParams(Buffer.isBuffer(rawBody) ? rawBody.toString('utf8') : ''));
      const valid =
        env.TWILIO_AUTH_TOKEN &&
        isValidTwilioSignature(env.TWILIO_AUTH_TOKEN, typeof signature === 'string' ? signature : undefined, `${baseUrl}${path}`, params);
      return valid ? params : null;
    }

    scope.post('/api/webhooks/twilio/sms', { schema: { tags, hide: true } }, async (request, reply) => {
      const params = signedTwilioParams('/api/webhooks/twilio/sms', request.body, request.headers['x-twilio-signature']);
      if (!params) return reply.code(403).send({ message: 'Invalid signature' });
      const event = channelsService.twilioSmsEvent(params);
      if (event && (await channelsService.storeInboundEvents(app.db, [event], app.clock())) > 0) processAfterAnswer(reply);
      // An empty answer: a reply goes out through the outbox as any text, once the message is processed.
      return reply.type('text/xml').send(EMPTY_TWIML);
    });

    // Each SMS's StatusCallback: its delivery status is recorded on the outbox row, as WhatsApp's statuses are.
    scope.post('/api/webhooks/twilio/status', { schema: { tags, hide: true } }, async (request, reply) => {
      const params = signedTwilioParams('/api/webhooks/twilio/status', request.body, request.headers['x-twilio-signature']);
      if (!params) return reply.code(403).send({ message: 'Invalid signature' });
      const event = channelsService.twilioStatusEvent(params, twilioDeliveryStatus(params.MessageStatus));
      if (event && (await channelsService.storeInboundEvents(app.db, [event], app.clock())) > 0) processAfterAnswer(reply);
      return reply.code(204).send();
    });
  });
};
