import type { FakeAnswer, RecordedRequest } from './fake-http-service';

export type Json = Record<string, unknown>;

export interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  current_period_start: number;
  current_period_end: number;
  metadata: Record<string, string>;
  amount: number;
  default_payment_method?: string;
  /** Our product of the plan (`crewbridge-<plan id>`) and the price's interval, as the subscription's item carries them. */
  product?: string;
  interval?: string;
  interval_count?: number;
  schedule?: string | null;
}

/** One phase of a subscription schedule: its price (an id, or price_data's amount and product) and its dates. */
export interface FakePhase {
  start_date: number;
  end_date: number | null;
  items: { price: string; price_data?: { unit_amount: number; product: string; interval: string; interval_count: number } }[];
}

export interface FakeSchedule {
  id: string;
  subscription: string;
  status: 'active' | 'released';
  end_behavior: string;
  phases: FakePhase[];
}

/** An invoice of a subscription: `open` after a failed renewal, until paid (POST /v1/invoices/{id}/pay). */
export interface FakeInvoice {
  id: string;
  subscription: string;
  customer: string;
  status: 'open' | 'paid';
  amount_due: number;
  amount_paid: number;
  period: { start: number; end: number };
  /** The PaymentIntent that paid it (a renewal's), listed in `payments` when expanded. */
  payment_intent?: string;
  /** The plan's product the charged line names. */
  product?: string;
}

/** A price a subscription moves to, from the form (its interval; billing_cycle_anchor=now restarts the cycle). */
export interface PriceChange {
  amount: number;
  product: string | undefined;
  interval: string;
  interval_count: number;
  resetsCycle: boolean;
}

export const notFound = (what: string): FakeAnswer => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
});

/** One period of a price from `start`: calendar months or years, as Stripe counts them. */
function periodEnd(start: number, { interval, interval_count }: { interval: string; interval_count: number }) {
  const date = new Date(start * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + interval_count);
  else date.setUTCMonth(date.getUTCMonth() + interval_count);
  return Math.floor(date.getTime() / 1000);
}

/** What the plan-change answers share with the rest of the fake Stripe: its objects and how it writes them. */
export interface FakeStripeState {
  customers: Map<string, Json>;
  subscriptions: Map<string, FakeSubscription>;
  invoices: Map<string, FakeInvoice>;
  invoiceLines: Map<string, Json[]>;
  paymentIntents: Map<string, { amount: number; status: string; paymentMethod: string | null; form: Record<string, string> }>;
  decliningPaymentMethods: Set<string>;
  nextId: (prefix: string) => string;
  priceIdOf: (sub: FakeSubscription) => string;
  subscriptionJson: (sub: FakeSubscription) => Json;
  invoiceJson: (invoice: FakeInvoice, options?: { expandPayments?: boolean; lines?: Json[] }) => Json;
}

/**
 * Issue 54's plan changes at the fake Stripe: invoices/create_preview and a subscription's price change (prorated to the
 * second, billing_cycle_anchor=now for an interval change), subscription schedules (create from_subscription, retrieve,
 * update phases, release), and a renewal at the period end that follows the schedule's next phase.
 */
export function createFakePlanChanges(state: FakeStripeState) {
  const { customers, subscriptions, invoices, invoiceLines, paymentIntents, decliningPaymentMethods, nextId, priceIdOf } = state;
  const { subscriptionJson, invoiceJson } = state;
  const schedules = new Map<string, FakeSchedule>();

  /**
   * Stripe's proration of a price change at `prorationDate`, to the second (issue 54's upgrades): a credit line for the
   * unused time of the current price and a charge line for the new price over the same time.
   */
  function prorationLines(sub: FakeSubscription, change: PriceChange, prorationDate: number) {
    const span = Math.max(1, sub.current_period_end - sub.current_period_start);
    const left = Math.max(0, sub.current_period_end - prorationDate);
    const period = { start: prorationDate, end: sub.current_period_end };
    const line = (amount: number, product: string | undefined, linePeriod = period, proration = true) => ({
      id: nextId('il'),
      amount,
      period: linePeriod,
      pricing: { type: 'price_details', price_details: { product: product ?? null } },
      parent: { type: 'subscription_item_details', subscription_item_details: { proration, subscription_item: `si_${sub.id}` } },
    });
    const credit = line(-Math.round((sub.amount * left) / span), sub.product);
    // billing_cycle_anchor=now (an interval change): the new price's whole period starts now, less the unused time.
    if (change.resetsCycle)
      return [credit, line(change.amount, change.product, { start: prorationDate, end: periodEnd(prorationDate, change) }, false)];
    return [credit, line(Math.round((change.amount * left) / span), change.product)];
  }

  /** A price change's form fields (`prefix` is `subscription_details[items][0]` for a preview, `items[0]` for an update). */
  function priceChangeOf(form: Record<string, string>, prefix: string, anchorKey: string): PriceChange {
    return {
      amount: Number(form[`${prefix}[price_data][unit_amount]`]),
      product: form[`${prefix}[price_data][product]`],
      interval: form[`${prefix}[price_data][recurring][interval]`] ?? 'month',
      interval_count: Number(form[`${prefix}[price_data][recurring][interval_count]`] ?? 1),
      resetsCycle: form[anchorKey] === 'now',
    };
  }

  /** POST /v1/invoices/create_preview of a subscription's price change; null for any other path. */
  function answerPlanChange(request: RecordedRequest, path: string, form: Record<string, string>): FakeAnswer | null {
    if (request.method !== 'POST' || path !== '/v1/invoices/create_preview') return null;
    const sub = subscriptions.get(form.subscription ?? '');
    if (!sub) return notFound('subscription');
    const change = priceChangeOf(form, 'subscription_details[items][0]', 'subscription_details[billing_cycle_anchor]');
    const lines = prorationLines(sub, change, Number(form['subscription_details[proration_date]']));
    const amountDue = Math.max(
      0,
      lines.reduce((sum, line) => sum + line.amount, 0),
    );
    return {
      status: 200,
      body: { object: 'invoice', customer: sub.customer, amount_due: amountDue, lines: { object: 'list', data: lines } },
    };
  }

  /** POST /v1/subscriptions/{id} with a new price and always_invoice: the proration invoiced and paid at once, or a 402 decline. */
  function changePrice(sub: FakeSubscription, form: Record<string, string>, expand: string[]): FakeAnswer {
    const change = priceChangeOf(form, 'items[0]', 'billing_cycle_anchor');
    const prorationDate = Number(form.proration_date ?? Math.floor(Date.now() / 1000));
    const customer = customers.get(sub.customer) as { invoice_settings?: { default_payment_method?: string } } | undefined;
    const method = sub.default_payment_method ?? customer?.invoice_settings?.default_payment_method;
    if (method && decliningPaymentMethods.has(method)) {
      return {
        status: 402,
        body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } },
      };
    }
    const lines = prorationLines(sub, change, prorationDate);
    const amount = Math.max(
      0,
      lines.reduce((sum, line) => sum + line.amount, 0),
    );
    const invoice: FakeInvoice = {
      id: nextId('in'),
      subscription: sub.id,
      customer: sub.customer,
      status: 'paid',
      amount_due: amount,
      amount_paid: amount,
      period: { start: prorationDate, end: sub.current_period_end },
      product: change.product,
    };
    invoices.set(invoice.id, invoice);
    invoiceLines.set(invoice.id, lines);
    Object.assign(sub, {
      amount: change.amount,
      product: change.product,
      interval: change.interval,
      interval_count: change.interval_count,
    });
    if (change.resetsCycle) Object.assign(sub, { current_period_start: prorationDate, current_period_end: lines[1]!.period.end });
    const latest = expand.includes('latest_invoice') ? invoiceJson(invoice, { lines }) : invoice.id;
    return { status: 200, body: { ...subscriptionJson(sub), latest_invoice: latest } };
  }

  const scheduleJson = (schedule: FakeSchedule) => ({
    id: schedule.id,
    object: 'subscription_schedule',
    subscription: schedule.subscription,
    status: schedule.status,
    end_behavior: schedule.end_behavior,
    released_subscription: schedule.status === 'released' ? schedule.subscription : null,
    phases: schedule.phases.map((phase) => ({
      start_date: phase.start_date,
      end_date: phase.end_date,
      items: phase.items.map((item) => ({ price: item.price, quantity: 1 })),
    })),
  });

  /** `phases[i][...]` form fields read back into phases; a phase with `duration` ends one duration after the one before. */
  function phasesOf(form: Record<string, string>): FakePhase[] | string {
    const phases: FakePhase[] = [];
    for (
      let index = 0;
      form[`phases[${index}][items][0][price]`] || form[`phases[${index}][items][0][price_data][unit_amount]`];
      index += 1
    ) {
      const key = (name: string) => form[`phases[${index}]${name}`];
      const start = Number(key('[start_date]') ?? phases[index - 1]?.end_date);
      const priceData = key('[items][0][price_data][unit_amount]')
        ? {
            unit_amount: Number(key('[items][0][price_data][unit_amount]')),
            product: key('[items][0][price_data][product]')!,
            interval: key('[items][0][price_data][recurring][interval]') ?? 'month',
            interval_count: Number(key('[items][0][price_data][recurring][interval_count]') ?? 1),
          }
        : undefined;
      if (!priceData && !key('[items][0][price]')) return `phases[${index}][items] needs a price`;
      if (key('[iterations]')) return 'iterations is deprecated here: use duration';
      const duration = key('[duration][interval]')
        ? { interval: key('[duration][interval]')!, interval_count: Number(key('[duration][interval_count]') ?? 1) }
        : null;
      const end = key('[end_date]') ? Number(key('[end_date]')) : duration ? periodEnd(start, duration) : null;
      phases.push({
        start_date: start,
        end_date: end,
        items: [{ price: key('[items][0][price]') ?? nextId('price'), price_data: priceData }],
      });
    }
    return phases.length > 0 ? phases : 'phases is required';
  }

  const invalid = (message: string): FakeAnswer => ({ status: 400, body: { error: { type: 'invalid_request_error', message } } });

  /** Subscription schedules: create from_subscription, retrieve, update phases, release. Null for any other path. */
  function answerSchedules(request: RecordedRequest, path: string, form: Record<string, string>): FakeAnswer | null {
    if (request.method === 'POST' && path === '/v1/subscription_schedules') {
      const sub = subscriptions.get(form.from_subscription ?? '');
      if (!sub) return notFound('subscription');
      if (sub.schedule) return invalid(`You cannot migrate a subscription that is already attached to a schedule: \`${sub.schedule}\`.`);
      const schedule: FakeSchedule = {
        id: nextId('sub_sched'),
        subscription: sub.id,
        status: 'active',
        end_behavior: 'release',
        phases: [{ start_date: sub.current_period_start, end_date: sub.current_period_end, items: [{ price: priceIdOf(sub) }] }],
      };
      schedules.set(schedule.id, schedule);
      sub.schedule = schedule.id;
      return { status: 200, body: scheduleJson(schedule) };
    }
    const match = /^\/v1\/subscription_schedules\/(\w+?)(\/release)?$/.exec(path);
    if (!match) return null;
    const schedule = schedules.get(match[1]!);
    if (!schedule) return notFound('subscription_schedule');
    if (request.method === 'GET') return { status: 200, body: scheduleJson(schedule) };
    if (schedule.status !== 'active') return invalid(`You cannot update a subscription schedule that is ${schedule.status}.`);
    if (match[2]) {
      schedule.status = 'released';
      const sub = subscriptions.get(schedule.subscription);
      if (sub) sub.schedule = null;
      return { status: 200, body: scheduleJson(schedule) };
    }
    const phases = phasesOf(form);
    if (typeof phases === 'string') return invalid(phases);
    const sub = subscriptions.get(schedule.subscription)!;
    if (phases[0]!.start_date !== sub.current_period_start) return invalid('You can not modify the start date of the current phase.');
    schedule.phases = phases;
    if (form.end_behavior) schedule.end_behavior = form.end_behavior;
    return { status: 200, body: scheduleJson(schedule) };
  }

  /**
   * Stripe Billing renewing a subscription at its period end (a test's moved clock): a schedule's next phase takes over
   * (its price), the next period's invoice is paid with a PaymentIntent. Returns the paid invoice.
   */
  function renewSubscription(subscriptionId: string): FakeInvoice {
    const sub = subscriptions.get(subscriptionId)!;
    const schedule = sub.schedule ? schedules.get(sub.schedule) : undefined;
    const next = schedule?.phases.find((phase) => phase.start_date === sub.current_period_end)?.items[0]?.price_data;
    if (next) {
      Object.assign(sub, { amount: next.unit_amount, product: next.product, interval: next.interval, interval_count: next.interval_count });
    }
    const start = sub.current_period_end;
    const end = periodEnd(start, { interval: sub.interval ?? 'month', interval_count: sub.interval_count ?? 1 });
    const intent = nextId('pi');
    paymentIntents.set(intent, { amount: sub.amount, status: 'succeeded', paymentMethod: sub.default_payment_method ?? null, form: {} });
    const invoice: FakeInvoice = {
      id: nextId('in'),
      subscription: sub.id,
      customer: sub.customer,
      status: 'paid',
      amount_due: sub.amount,
      amount_paid: sub.amount,
      period: { start, end },
      payment_intent: intent,
      product: sub.product,
    };
    invoices.set(invoice.id, invoice);
    Object.assign(sub, { current_period_start: start, current_period_end: end, status: 'active' });
    return invoice;
  }

  return { schedules, answerPlanChange, answerSchedules, changePrice, renewSubscription };
}
