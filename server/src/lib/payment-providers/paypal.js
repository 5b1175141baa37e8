/** PayPal Orders v2 over fetch; `apiBase` is the sandbox or live host (PAYPAL_API_BASE). */
export function createPayPalProvider(options) {
    async function accessToken() {
        const response = await fetch(`${options.apiBase}/v1/oauth2/token`, {
            method: 'POST',
            headers: {
                Authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`,
                'Content-Type': 'application/x-www-form-urlencoded',
            },
            body: 'grant_type=client_credentials',
        });
        if (!response.ok)
            throw new Error(`PayPal auth failed (${response.status})`);
        return (await response.json()).access_token;
    }
    async function call(path, body) {
        const response = await fetch(`${options.apiBase}${path}`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${await accessToken()}`, 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
        });
        if (!response.ok)
            throw new Error(`PayPal request failed (${response.status})`);
        return (await response.json());
    }
    return {
        async createOrder({ amount, currency, description, returnUrl, cancelUrl }) {
            const order = await call('/v2/checkout/orders', {
                intent: 'CAPTURE',
                purchase_units: [{ amount: { currency_code: currency, value: amount }, description }],
                application_context: { return_url: returnUrl, cancel_url: cancelUrl, user_action: 'PAY_NOW' },
            });
            const approval = order.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action');
            return { id: order.id, approvalUrl: approval?.href ?? null };
        },
        async captureOrder(orderId) {
            const result = await call(`/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {});
            const amount = result.purchase_units?.[0]?.payments?.captures?.[0]?.amount?.value ?? null;
            return { status: result.status, amount };
        },
    };
}
