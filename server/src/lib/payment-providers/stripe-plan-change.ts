import Stripe from 'stripe';

/** The price a subscription moves to: price_data on our product of the plan (created once, as the renewal's). */
export interface StripePlanPrice {
  product: { id: string; name: string };
  amountCents: number;
  intervalMonths: number;
}

export interface StripePlanChangeInput extends StripePlanPrice {
  subscriptionId: string;
  /** The moment the proration is computed for (Stripe's proration_date). */
  prorationDate: Date;
  /** The interval changes (the monthly bundle to the annual one): the billing cycle restarts now (billing_cycle_anchor=now). */
  resetsCycle?: boolean;
}

/** A downgrade kept for the period end: the current phase keeps its price to its end, the next phase takes the new one. */
export interface StripeScheduledDowngrade extends StripePlanPrice {
  subscriptionId: string;
  idempotencyKey: string;
}

export interface StripePlanChangePreview {
  amountDueCents: number;
  /** The unused part of the current price (Stripe's negative proration line), as a positive amount. */
  creditCents: number;
  /** The new price's lines: its remaining part, or its whole new period when the interval changes. */
  chargeCents: number;
}

/** What the update's invoice did: paid now (its first line's period starts at the proration date), or the bank declined. */
export type StripePlanChangeResult =
  | { status: 'paid'; invoiceId: string | null; amountPaidCents: number; periodStart: Date | null; periodEnd: Date | null }
  | { status: 'declined'; message: string };

type InvoiceLike = {
  id?: string | null;
  amount_due?: number;
  amount_paid?: number;
  lines?: { data?: { amount: number; period?: { start: number; end?: number } }[] };
};

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Issue 54's upgrades with Stripe keys: the subscription's item moves to the new price with
 * proration_behavior=always_invoice (the prorated difference is invoiced and charged at once with the default card;
 * error_if_incomplete undoes the change when the card is declined), and its preview from POST /v1/invoices/create_preview
 * with the same parameters. `apiBase` points it at the local fake in tests.
 */
export function createStripePlanChanger(secretKey: string, apiBase?: string) {
  const base = apiBase ? new URL(apiBase) : null;
  const stripe = new Stripe(
    secretKey,
    base ? { host: base.hostname, port: Number(base.port) || undefined, protocol: base.protocol === 'http:' ? 'http' : 'https' } : {},
  );
  const priceData = ({ product, amountCents, intervalMonths }: StripePlanPrice) => ({
    currency: 'usd',
    product: product.id,
    unit_amount: amountCents,
    recurring:
      intervalMonths % 12 === 0
        ? { interval: 'year' as const, interval_count: intervalMonths / 12 }
        : { interval: 'month' as const, interval_count: intervalMonths },
  });

  async function ensureProduct(product: StripePlanPrice['product']) {
    try {
      await stripe.products.create({ id: product.id, name: product.name });
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_already_exists')) throw error;
    }
  }

  async function scheduleIdOf(subscriptionId: string) {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    return typeof subscription.schedule === 'string' ? subscription.schedule : (subscription.schedule?.id ?? null);
  }

  async function itemOf(input: StripePlanChangeInput) {
    await ensureProduct(input.product);
    const subscription = await stripe.subscriptions.retrieve(input.subscriptionId);
    const customer = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    return { itemId: subscription.items.data[0]!.id, customer };
  }

  return {
    async preview(input: StripePlanChangeInput): Promise<StripePlanChangePreview> {
      const { itemId, customer } = await itemOf(input);
      const invoice = (await stripe.invoices.createPreview({
        customer,
        subscription: input.subscriptionId,
        subscription_details: {
          items: [{ id: itemId, price_data: priceData(input) }],
          proration_behavior: 'always_invoice',
          proration_date: unix(input.prorationDate),
          ...(input.resetsCycle ? { billing_cycle_anchor: 'now' as const } : {}),
        },
      })) as unknown as InvoiceLike;
      const amounts = (invoice.lines?.data ?? []).map((line) => line.amount);
      return {
        amountDueCents: invoice.amount_due ?? 0,
        creditCents: -amounts.filter((amount) => amount < 0).reduce((sum, amount) => sum + amount, 0),
        chargeCents: amounts.filter((amount) => amount > 0).reduce((sum, amount) => sum + amount, 0),
      };
    },
    async apply(input: StripePlanChangeInput & { idempotencyKey: string }): Promise<StripePlanChangeResult> {
      const { itemId } = await itemOf(input);
      try {
        const subscription = await stripe.subscriptions.update(
          input.subscriptionId,
          {
            items: [{ id: itemId, price_data: priceData(input) }],
            proration_behavior: 'always_invoice',
            proration_date: unix(input.prorationDate),
            ...(input.resetsCycle ? { billing_cycle_anchor: 'now' as const } : {}),
            payment_behavior: 'error_if_incomplete',
            expand: ['latest_invoice'],
          },
          { idempotencyKey: input.idempotencyKey },
        );
        const invoice = (typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null) as InvoiceLike | null;
        const lines = invoice?.lines?.data ?? [];
        const start = lines[0]?.period?.start;
        // The new price's period ends last (a year on for the annual bundle, the period's end otherwise).
        const end = Math.max(0, ...lines.map((line) => line.period?.end ?? 0));
        return {
          status: 'paid',
          invoiceId: invoice?.id ?? null,
          amountPaidCents: invoice?.amount_paid ?? 0,
          periodStart: typeof start === 'number' ? new Date(start * 1000) : null,
          periodEnd: end > 0 ? new Date(end * 1000) : null,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) return { status: 'declined', message: error.message };
        throw error;
      }
    },
    /**
     * A downgrade at the period end through a subscription schedule (made from the subscription, or the one it has): the
     * current phase keeps its price until its end, then one period of the new price, then the schedule releases the
     * subscription, which renews on that price. Nothing is prorated or charged now.
     */
    async scheduleDowngrade(input: StripeScheduledDowngrade): Promise<string> {
      await ensureProduct(input.product);
      const existing = await scheduleIdOf(input.subscriptionId);
      const schedule = existing
        ? await stripe.subscriptionSchedules.retrieve(existing)
        : await stripe.subscriptionSchedules.create(
            { from_subscription: input.subscriptionId },
            { idempotencyKey: `${input.idempotencyKey}-schedule` },
          );
      const current = schedule.phases[0];
      const price = current?.items[0]?.price;
      if (!current || !price) throw new Error(`Subscription schedule ${schedule.id} has no current phase`);
      const { recurring, ...newPrice } = priceData(input);
      await stripe.subscriptionSchedules.update(
        schedule.id,
        {
          end_behavior: 'release',
          phases: [
            {
              start_date: current.start_date,
              end_date: current.end_date,
              items: [{ price: typeof price === 'string' ? price : price.id, quantity: 1 }],
              proration_behavior: 'none',
            },
            {
              items: [{ price_data: { ...newPrice, recurring }, quantity: 1 }],
              duration: recurring,
              proration_behavior: 'none',
            },
          ],
        },
        { idempotencyKey: `${input.idempotencyKey}-phases` },
      );
      return schedule.id;
    },
    /** Undoes a scheduled downgrade: the schedule releases the subscription, which keeps renewing on its current price. */
    async releaseSchedule(subscriptionId: string, idempotencyKey: string): Promise<boolean> {
      const scheduleId = await scheduleIdOf(subscriptionId);
      if (!scheduleId) return false;
      await stripe.subscriptionSchedules.release(scheduleId, {}, { idempotencyKey });
      return true;
    },
  };
}

export type StripePlanChanger = ReturnType<typeof createStripePlanChanger>;
