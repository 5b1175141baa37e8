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
  { status: 'paid'; invoiceId: string | null; amountPaidCents: number; periodStart: Date | null } | { status: 'declined'; message: string };

type InvoiceLike = {
  id?: string | null;
  amount_due?: number;
  amount_paid?: number;
  lines?: { data?: { amount: number; period?: { start: number } }[] };
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

  async function itemOf(input: StripePlanChangeInput) {
    try {
      await stripe.products.create({ id: input.product.id, name: input.product.name });
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_already_exists')) throw error;
    }
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
            payment_behavior: 'error_if_incomplete',
            expand: ['latest_invoice'],
          },
          { idempotencyKey: input.idempotencyKey },
        );
        const invoice = (typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null) as InvoiceLike | null;
        const start = invoice?.lines?.data?.[0]?.period?.start;
        return {
          status: 'paid',
          invoiceId: invoice?.id ?? null,
          amountPaidCents: invoice?.amount_paid ?? 0,
          periodStart: typeof start === 'number' ? new Date(start * 1000) : null,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) return { status: 'declined', message: error.message };
        throw error;
      }
    },
  };
}

export type StripePlanChanger = ReturnType<typeof createStripePlanChanger>;
