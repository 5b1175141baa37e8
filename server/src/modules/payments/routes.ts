import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmPaymentRequestSchema,
  confirmPaymentResponseSchema,
  createIntentRequestSchema,
  createIntentResponseSchema,
  invoiceParamsSchema,
  paymentConfigResponseSchema,
  paypalCaptureResponseSchema,
  paypalCreateOrderRequestSchema,
  paypalCreateOrderResponseSchema,
  purchasesResponseSchema,
  saveSetupCardRequestSchema,
  setupIntentResponseSchema,
  testCardSchema,
  testConfirmRequestSchema,
  testConfirmResponseSchema,
  webhookResponseSchema,
} from '@core/payments/schemas';
import { messageResponseSchema } from '@core/auth/schemas';
import {
  billingHistoryResponseSchema,
  paymentMethodParamsSchema,
  paymentMethodSchema,
  paymentMethodsResponseSchema,
} from '@core/subscriptions/schemas';
import { publicBaseUrl } from '../../lib/public-url';
import { currentUser, requireAuth } from '../../plugins/auth';
import * as paymentsService from './service';

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = app.paymentProviders;
  const tags = ['payments'];

  app.get('/api/payments/config', { schema: { tags, response: { 200: paymentConfigResponseSchema } } }, async () =>
    paymentsService.paymentConfig(app.env, providers),
  );

  app.post(
    '/api/payments/create-intent',
    { onRequest: requireAuth(), schema: { tags, body: createIntentRequestSchema, response: { 200: createIntentResponseSchema } } },
    async (request) => paymentsService.createCardIntent(app.db, providers, currentUser(request), request.body),
  );

  app.post(
    '/api/payments/test-mode/confirm',
    { onRequest: requireAuth(), schema: { tags, body: testConfirmRequestSchema, response: { 200: testConfirmResponseSchema } } },
    async (request) => paymentsService.confirmTestCardPayment(app.db, providers, currentUser(request), request.body),
  );

  app.post(
    '/api/payments/confirm',
    { onRequest: requireAuth(), schema: { tags, body: confirmPaymentRequestSchema, response: { 200: confirmPaymentResponseSchema } } },
    async (request) => paymentsService.confirmPayment(app.db, providers, currentUser(request), request.body),
  );

  app.get(
    '/api/payments/purchases',
    { onRequest: requireAuth(), schema: { tags, response: { 200: purchasesResponseSchema } } },
    async (request) => paymentsService.listPurchases(app.db, currentUser(request).id),
  );

  // Billing history (issue 54): the user's own invoices and credit notes, each numbered, and each one's PDF.
  app.get(
    '/api/payments/invoices',
    { onRequest: requireAuth(), schema: { tags, response: { 200: billingHistoryResponseSchema } } },
    async (request) => paymentsService.listInvoices(app.db, currentUser(request).id),
  );

  // Its owner's, or any for an operator; another user's is 404, as one that does not exist.
  app.get(
    '/api/payments/invoices/:id/pdf',
    { onRequest: requireAuth(), schema: { tags, params: invoiceParamsSchema } },
    async (request, reply) => {
      const { pdf, fileName } = await paymentsService.getInvoicePdf(app.db, currentUser(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  // Add Payment Method (/checkout?plan=add-payment or update-payment): Stripe SetupIntent or the test card form.
  app.post(
    '/api/payment-methods/setup-intent',
    { onRequest: requireAuth(), schema: { tags, response: { 200: setupIntentResponseSchema } } },
    async (request) => paymentsService.createCardSetup(providers, currentUser(request)),
  );

  app.post(
    '/api/payment-methods',
    { onRequest: requireAuth(), schema: { tags, body: saveSetupCardRequestSchema, response: { 201: paymentMethodSchema } } },
    async (request, reply) =>
      reply.code(201).send(await paymentsService.saveSetupCard(app.db, providers, currentUser(request), request.body)),
  );

  app.post(
    '/api/payment-methods/test-mode',
    { onRequest: requireAuth(), schema: { tags, body: testCardSchema, response: { 201: paymentMethodSchema } } },
    async (request, reply) =>
      reply.code(201).send(await paymentsService.saveTestCard(app.db, providers, currentUser(request), request.body)),
  );

  app.post(
    '/api/paypal/create-order',
    {
      onRequest: requireAuth(),
      schema: { tags, body: paypalCreateOrderRequestSchema, response: { 200: paypalCreateOrderResponseSchema } },
    },
    async (request) => {
      return paymentsService.createPayPalOrder(app.db, providers, currentUser(request), request.body, publicBaseUrl(app.env));
    },
  );

  app.post(
    '/api/paypal/capture/:token',
    {
      onRequest: requireAuth(),
      schema: { tags, params: z.object({ token: z.string().min(1) }), response: { 200: paypalCaptureResponseSchema } },
    },
    async (request) => paymentsService.capturePayPalOrder(app.db, providers, currentUser(request), request.params.token),
  );

  app.get(
    '/api/payment-methods',
    { onRequest: requireAuth(), schema: { tags, response: { 200: paymentMethodsResponseSchema } } },
    async (request) => paymentsService.listPaymentMethods(app.db, currentUser(request).id),
  );

  app.delete(
    '/api/payment-methods/:id',
    { onRequest: requireAuth(), schema: { tags, params: paymentMethodParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await paymentsService.removePaymentMethod(app.db, currentUser(request), request.params.id);
      return { message: 'Payment method removed' };
    },
  );

  app.post(
    '/api/payment-methods/:id/default',
    { onRequest: requireAuth(), schema: { tags, params: paymentMethodParamsSchema, response: { 200: paymentMethodsResponseSchema } } },
    async (request) => paymentsService.makeDefaultPaymentMethod(app.db, providers, currentUser(request), request.params.id),
  );

  // Stripe signs the exact bytes it sent, so this route alone keeps the body raw.
  await app.register(async (webhookScope) => {
    webhookScope.removeAllContentTypeParsers();
    webhookScope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhookScope.post(
      '/api/payments/webhook',
      { schema: { tags, hide: true, response: { 200: webhookResponseSchema } } },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return paymentsService.handleStripeWebhook(app.db, providers, rawBody, typeof signature === 'string' ? signature : undefined);
      },
    );
    // PayPal's notices (refunds confirmed), verified by PayPal against PAYPAL_WEBHOOK_ID.
    webhookScope.post(
      '/api/paypal/webhook',
      { schema: { tags, hide: true, response: { 200: webhookResponseSchema } } },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const names = [
          'paypal-auth-algo',
          'paypal-cert-url',
          'paypal-transmission-id',
          'paypal-transmission-sig',
          'paypal-transmission-time',
        ];
        return paymentsService.handlePayPalWebhook(
          app.db,
          providers,
          rawBody,
          Object.fromEntries(names.map((name) => [name, header(name)])),
        );
      },
    );
  });
};
