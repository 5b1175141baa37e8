import Stripe from 'stripe';
import { startFakeHttpService, type FakeAnswer, type RecordedRequest } from './fake-http-service';
import { createFakePlanChanges, notFound, type FakeInvoice, type FakeSubscription, type Json } from './fake-stripe-plan-changes';

/** A refund of a PaymentIntent as GET /v1/refunds?payment_intent= lists it (e.g. one made in Stripe's dashboard). */
interface FakeRefund {
  id: string;
  payment_intent: string;
  amount: number;
  status: string;
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

/** Stripe's bracketed form keys (`metadata[userId]`, `items[0][price_data][unit_amount]`) read back into one flat map. */
const formOf = (request: RecordedRequest) => Object.fromEntries(new URLSearchParams(request.body.toString()));
/**
 * A local stand-in for Stripe Billing that speaks its wire format: form-encoded POST bodies, the Idempotency-Key
 * header (a key seen before answers exactly as the first time, creating nothing), expand[] (latest_invoice), and
 * Stripe's error bodies. PaymentIntents (create, retrieve), Customers, PaymentMethods (attach), Products, Subscriptions,
 * SetupIntents (create, retrieve), Invoices (list, pay: a declining card answers 402 card_error), Refunds (create,
 * list), and a subscription's cancel (DELETE).
 */
export async function startFakeStripeBilling() {
  const customers = new Map<string, Json>();
  const paymentMethods = new Map<string, { customer: string | null }>();
  const products = new Set<string>();
  const subscriptions = new Map<string, FakeSubscription>();
  const paymentIntents = new Map<string, { amount: number; status: string; paymentMethod: string | null; form: Record<string, string> }>();
  /** `card`: what the browser's card was, when a test needs another than Visa 4242. */
  const setupIntents = new Map<
    string,
    {
      status: string;
      paymentMethod: string | null;
      metadata: Record<string, string>;
      card?: { brand: string; last4: string; exp_month: number; exp_year: number };
    }
  >();
  const invoices = new Map<string, FakeInvoice>();
  /** A proration invoice's own lines (credit and charge), as Stripe lists them. */
  const invoiceLines = new Map<string, Json[]>();
  const refunds = new Map<string, FakeRefund>();
  /** PaymentMethods whose bank declines every charge (invoices/{id}/pay answers 402 card_declined). */
  const decliningPaymentMethods = new Set<string>();
  const answered = new Map<string, FakeAnswer>();
  let next = 0;
  const nextId = (prefix: string) => `${prefix}_fake${(next += 1)}`;

  const subscriptionJson = (sub: FakeSubscription) => ({
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancel_at_period_end,
    metadata: sub.metadata,
    schedule: sub.schedule ?? null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id}`,
          current_period_start: sub.current_period_start,
          current_period_end: sub.current_period_end,
          price: priceJson(sub),
        },
      ],
    },
  });
  const priceIdOf = (sub: FakeSubscription) => `price_${sub.product ?? 'none'}_${sub.amount}`;
  const priceJson = (sub: FakeSubscription) => ({
    id: priceIdOf(sub),
    object: 'price',
    product: sub.product ?? null,
    unit_amount: sub.amount,
    recurring: { interval: sub.interval ?? 'month', interval_count: sub.interval_count ?? 1 },
  });

  /**
   * An invoice as API 2025-03-31 and later send it: no `payment_intent`; `payments` only when expanded (`expand[]=payments`),
   * never in an event's payload. `lines` may be given (a proration's credit and charge lines).
   */
  const invoiceJson = (invoice: FakeInvoice, options: { expandPayments?: boolean; lines?: Json[] } = {}) => ({
    id: invoice.id,
    object: 'invoice',
    customer: invoice.customer,
    status: invoice.status,
    amount_due: invoice.amount_due,
    amount_paid: invoice.amount_paid,
    parent: { type: 'subscription_details', subscription_details: { subscription: invoice.subscription } },
    lines: {
      object: 'list',
      data: options.lines ?? [
        {
          id: `il_${invoice.id}`,
          amount: invoice.amount_paid || invoice.amount_due,
          period: invoice.period,
          pricing: { type: 'price_details', price_details: { product: invoice.product ?? null } },
        },
      ],
    },
    ...(options.expandPayments && invoice.payment_intent
      ? {
          payments: {
            object: 'list',
            data: [
              {
                object: 'invoice_payment',
                status: 'paid',
                payment: { type: 'payment_intent', payment_intent: invoice.payment_intent },
              },
            ],
          },
        }
      : {}),
  });

  /** Setup intents, invoices (list, pay) and refunds (list); null when the path is none of theirs. */
  function answerMore(request: RecordedRequest, url: URL, form: Record<string, string>): FakeAnswer | null {
    const path = url.pathname;
    if (request.method === 'POST' && path === '/v1/setup_intents') {
      const id = nextId('seti');
      const metadata = Object.fromEntries(
        Object.entries(form)
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
      );
      setupIntents.set(id, { status: 'requires_payment_method', paymentMethod: null, metadata });
      return { status: 200, body: { id, object: 'setup_intent', client_secret: `${id}_secret_fake`, status: 'requires_payment_method' } };
    }
    let match = /^\/v1\/setup_intents\/(\w+)$/.exec(path);
    if (match) {
      const intent = setupIntents.get(match[1]!);
      if (!intent) return notFound('setup_intent');
      const card = intent.card ?? { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2033 };
      const isExpanded = url.searchParams.get('expand[0]') === 'payment_method';
      const method = intent.paymentMethod && { id: intent.paymentMethod, object: 'payment_method', customer: null, card };
      return {
        status: 200,
        body: {
          id: match[1],
          object: 'setup_intent',
          status: intent.status,
          metadata: intent.metadata,
          payment_method: isExpanded ? method : intent.paymentMethod,
        },
      };
    }
    if (request.method === 'GET' && path === '/v1/invoices') {
      const subscription = url.searchParams.get('subscription');
      const status = url.searchParams.get('status');
      // Newest first, as Stripe lists.
      const data = [...invoices.values()]
        .filter((invoice) => (!subscription || invoice.subscription === subscription) && (!status || invoice.status === status))
        .reverse()
        .map((invoice) => invoiceJson(invoice));
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/invoices' } };
    }
    match = /^\/v1\/invoices\/(\w+)$/.exec(path);
    if (match && request.method === 'GET') {
      const invoice = invoices.get(match[1]!);
      if (!invoice) return notFound('invoice');
      const expandPayments = [...url.searchParams.entries()].some(([key, value]) => key.startsWith('expand[') && value === 'payments');
      return { status: 200, body: invoiceJson(invoice, { expandPayments, lines: invoiceLines.get(invoice.id) }) };
    }
    match = /^\/v1\/invoices\/(\w+)\/pay$/.exec(path);
    if (match && request.method === 'POST') {
      const invoice = invoices.get(match[1]!);
      if (!invoice) return notFound('invoice');
      if (invoice.status === 'paid') {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', code: 'invoice_already_paid', message: 'Invoice is already paid' } },
        };
      }
      const method = form.payment_method ?? subscriptions.get(invoice.subscription)?.default_payment_method;
      if (!method || !paymentMethods.has(method)) return notFound('payment_method');
      if (decliningPaymentMethods.has(method)) {
        return {
          status: 402,
          body: {
            error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
          },
        };
      }
      invoice.status = 'paid';
      invoice.amount_paid = invoice.amount_due;
      const sub = subscriptions.get(invoice.subscription);
      if (sub) Object.assign(sub, { status: 'active', current_period_start: invoice.period.start, current_period_end: invoice.period.end });
      return { status: 200, body: invoiceJson(invoice) };
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      const refund: FakeRefund = {
        id: nextId('re'),
        payment_intent: form.payment_intent!,
        amount: Number(form.amount),
        status: 'succeeded',
        reason: null,
        metadata: {},
        created: Math.floor(Date.now() / 1000),
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: { object: 'refund', ...refund } };
    }
    if (request.method === 'GET' && path === '/v1/refunds') {
      const intent = url.searchParams.get('payment_intent');
      const data = [...refunds.values()].filter((refund) => refund.payment_intent === intent).sort((a, b) => b.created - a.created);
      return { status: 200, body: { object: 'list', data: data.map((refund) => ({ object: 'refund', ...refund })), has_more: false } };
    }
    return null;
  }

  const planChanges = createFakePlanChanges({
    customers,
    subscriptions,
    invoices,
    invoiceLines,
    paymentIntents,
    decliningPaymentMethods,
    nextId,
    priceIdOf,
    subscriptionJson,
    invoiceJson,
  });
  const { schedules, answerPlanChange, answerSchedules, changePrice, renewSubscription } = planChanges;

  function answer(request: RecordedRequest): FakeAnswer {
    const url = new URL(request.path, 'http://stripe.local');
    const form = formOf(request);
    const path = url.pathname;
    const more = answerMore(request, url, form) ?? answerPlanChange(request, path, form) ?? answerSchedules(request, path, form);
    if (more) return more;
    if (request.method === 'POST' && path === '/v1/payment_intents') {
      const id = nextId('pi');
      paymentIntents.set(id, { amount: Number(form.amount), status: 'requires_payment_method', paymentMethod: null, form });
      return { status: 200, body: { id, object: 'payment_intent', client_secret: `${id}_secret_fake`, status: 'requires_payment_method' } };
    }
    let match = /^\/v1\/payment_intents\/(\w+)$/.exec(path);
    if (match) {
      const intent = paymentIntents.get(match[1]!);
      if (!intent) return notFound('payment_intent');
      const card = { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2033 };
      const method = intent.paymentMethod && { id: intent.paymentMethod, object: 'payment_method', customer: null, card };
      // GET sends expand[] in the query string, POST in the form.
      const isExpanded = [...url.searchParams.entries(), ...Object.entries(form)].some(
        ([key, value]) => key.startsWith('expand[') && value === 'payment_method',
      );
      return {
        status: 200,
        body: {
          id: match[1],
          object: 'payment_intent',
          amount: intent.amount,
          currency: 'usd',
          status: intent.status,
          payment_method: isExpanded ? method : intent.paymentMethod,
        },
      };
    }
    if (request.method === 'POST' && path === '/v1/customers') {
      const id = nextId('cus');
      const customer = { id, object: 'customer', email: form.email, metadata: { userId: form['metadata[userId]'] } };
      customers.set(id, customer);
      return { status: 200, body: customer };
    }
    match = /^\/v1\/customers\/(\w+)$/.exec(path);
    if (match && request.method === 'POST') {
      const customer = customers.get(match[1]!);
      if (!customer) return notFound('customer');
      customer.invoice_settings = { default_payment_method: form['invoice_settings[default_payment_method]'] };
      return { status: 200, body: customer };
    }
    match = /^\/v1\/payment_methods\/(\w+)(\/attach)?$/.exec(path);
    if (match) {
      const method = paymentMethods.get(match[1]!);
      if (!method) return notFound('payment_method');
      if (match[2]) method.customer = form.customer ?? null;
      const card = { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2033 };
      return { status: 200, body: { id: match[1], object: 'payment_method', customer: method.customer, card } };
    }
    if (request.method === 'POST' && path === '/v1/products') {
      if (products.has(form.id!)) {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', code: 'resource_already_exists', message: 'Product already exists.' } },
        };
      }
      products.add(form.id!);
      return { status: 200, body: { id: form.id, object: 'product', name: form.name } };
    }
    if (request.method === 'POST' && path === '/v1/subscriptions') {
      if (!customers.has(form.customer!)) return notFound('customer');
      const id = nextId('sub');
      const sub: FakeSubscription = {
        id,
        customer: form.customer!,
        status: 'trialing',
        cancel_at_period_end: false,
        current_period_start: Math.floor(Date.now() / 1000),
        current_period_end: Number(form.trial_end),
        metadata: { subscriptionId: form['metadata[subscriptionId]']!, userId: form['metadata[userId]']! },
        amount: Number(form['items[0][price_data][unit_amount]']),
        product: form['items[0][price_data][product]'],
        interval: form['items[0][price_data][recurring][interval]'] ?? 'month',
        interval_count: Number(form['items[0][price_data][recurring][interval_count]'] ?? 1),
        schedule: null,
      };
      subscriptions.set(id, sub);
      const expand = Object.entries(form)
        .filter(([key]) => key.startsWith('expand['))
        .map(([, value]) => value);
      const invoice = { id: nextId('in'), object: 'invoice', amount_paid: 0, status: 'paid' };
      return { status: 200, body: { ...subscriptionJson(sub), latest_invoice: expand.includes('latest_invoice') ? invoice : invoice.id } };
    }
    match = /^\/v1\/subscriptions\/(\w+)$/.exec(path);
    if (match) {
      const sub = subscriptions.get(match[1]!);
      if (!sub) return notFound('subscription');
      if (request.method === 'DELETE') {
        if (sub.status === 'canceled') {
          const message = 'A canceled subscription can only update its cancellation_details and metadata.';
          return { status: 400, body: { error: { type: 'invalid_request_error', message } } };
        }
        // Cancelled now: the item keeps naming the period it was in, as Stripe's does.
        Object.assign(sub, { status: 'canceled', cancel_at_period_end: false });
        return { status: 200, body: { ...subscriptionJson(sub), ended_at: Math.floor(Date.now() / 1000) } };
      }
      if (request.method === 'POST' && form.cancel_at_period_end && sub.schedule) {
        const message = `The subscription is managed by the subscription schedule \`${sub.schedule}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`;
        return { status: 400, body: { error: { type: 'invalid_request_error', message } } };
      }
      if (request.method === 'POST' && form.cancel_at_period_end) sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
      if (request.method === 'POST' && form.default_payment_method) sub.default_payment_method = form.default_payment_method;
      if (request.method === 'POST' && form['items[0][price_data][unit_amount]']) {
        const expand = Object.entries(form)
          .filter(([key]) => key.startsWith('expand['))
          .map(([, value]) => value);
        return changePrice(sub, form, expand);
      }
      return { status: 200, body: subscriptionJson(sub) };
    }
    return notFound(path);
  }

  const service = await startFakeHttpService((request) => {
    const key = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
    const remembered = typeof key === 'string' ? answered.get(`${request.path} ${key}`) : undefined;
    if (remembered) return remembered;
    const result = answer(request);
    if (typeof key === 'string') answered.set(`${request.path} ${key}`, result);
    return result;
  });
  return {
    ...service,
    customers,
    paymentMethods,
    paymentIntents,
    subscriptions,
    subscriptionJson,
    formOf,
    setupIntents,
    invoices,
    invoiceLines,
    refunds,
    schedules,
    renewSubscription,
    decliningPaymentMethods,
    invoiceJson,
  };
}

/** A Stripe event signed as Stripe signs it (Stripe-Signature over the exact body), ready for app.inject. */
export function signedStripeEvent(secret: string, event: { id: string; type: string; created: number; object: Json }) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    created: event.created,
    data: { object: event.object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}
