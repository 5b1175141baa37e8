import type { PayPalProvider } from './types';

/** PayPal Orders v2 over fetch; `apiBase` is the sandbox or live host (PAYPAL_API_BASE). */
export function createPayPalProvider(options: { clientId: string; clientSecret: string; apiBase: string }): PayPalProvider {
  async function accessToken(): Promise<string> {
    const response = await fetch(`${options.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new Error(`PayPal auth failed (${response.status})`);
    return ((await response.json()) as { access_token: string }).access_token;
  }

  async function call<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
    const isRead = body === undefined;
    const response = await fetch(`${options.apiBase}${path}`, {
      method: isRead ? 'GET' : 'POST',
      headers: { Authorization: `Bearer ${await accessToken()}`, 'Content-Type': 'application/json', ...headers },
      ...(isRead ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`PayPal request failed (${response.status})`);
    return (await response.json()) as T;
  }

  return {
    async createOrder({ amount, currency, description, returnUrl, cancelUrl }) {
      const order = await call<{ id: string; links?: { rel: string; href: string }[] }>('/v2/checkout/orders', {
        intent: 'CAPTURE',
        purchase_units: [{ amount: { currency_code: currency, value: amount }, description }],
        application_context: { return_url: returnUrl, cancel_url: cancelUrl, user_action: 'PAY_NOW' },
      });
      const approval = order.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action');
      return { id: order.id, approvalUrl: approval?.href ?? null };
    },
    async captureOrder(orderId) {
      const result = await call<{
        status: string;
        purchase_units?: { payments?: { captures?: { id?: string; amount?: { value: string } }[] } }[];
      }>(`/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {});
      const capture = result.purchase_units?.[0]?.payments?.captures?.[0];
      return { status: result.status, amount: capture?.amount?.value ?? null, captureId: capture?.id ?? null };
    },
    async verifyWebhook({ headers, event, webhookId }) {
      const result = await call<{ verification_status?: string }>('/v1/notifications/verify-webhook-signature', {
        auth_algo: headers['paypal-auth-algo'],
        cert_url: headers['paypal-cert-url'],
        transmission_id: headers['paypal-transmission-id'],
        transmission_sig: headers['paypal-transmission-sig'],
        transmission_time: headers['paypal-transmission-time'],
        webhook_id: webhookId,
        webhook_event: event,
      });
      return result.verification_status === 'SUCCESS';
    },
    async retrieveRefund(id) {
      const refund = await call<{ id: string; status: string }>(`/v2/payments/refunds/${encodeURIComponent(id)}`, undefined);
      return { id: refund.id, status: refund.status };
    },
    async refundCapture({ captureId, amount, currency, requestId, note }) {
      const refund = await call<{ id: string; status: string }>(
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        { amount: { value: amount, currency_code: currency }, note_to_payer: note.slice(0, 255) },
        // PayPal's idempotency key: a retry of the same request refunds once.
        { 'PayPal-Request-Id': requestId },
      );
      return { id: refund.id, status: refund.status };
    },
  };
}
