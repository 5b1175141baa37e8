import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { jobs } from './jobs';
import { users } from './auth';

/** One attempt to pay with a provider; granted_at is set once, when what it bought is given. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    provider: text('provider', { enum: ['test', 'stripe', 'paypal'] }).notNull(),
    /** The provider's id: PaymentIntent id, PayPal order id, or the test provider's pi_test_ id. */
    providerRef: text('provider_ref').notNull().unique(),
    /** What a refund names when the reference is not it: PayPal's capture id (0065), a Stripe renewal's PaymentIntent (0075). */
    providerCaptureId: text('provider_capture_id'),
    status: text('status', { enum: ['requires_payment', 'succeeded', 'failed'] })
      .notNull()
      .default('requires_payment'),
    grantedAt: timestamp('granted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payments_user_id_idx').on(table.userId), index('payments_provider_capture_id_idx').on(table.providerCaptureId)],
);

/** What a verified payment gave: one row per payment (the unique payment_id grants once). */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    name: text('name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('purchases_user_id_idx').on(table.userId)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    /** Set for pay-per-hire fees: one fee per accepted application. */
    applicationId: uuid('application_id')
      .unique()
      .references(() => applications.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /**
     * `void`: a pay-per-hire fee whose hire was undone (or refunded before it was charged); never charged.
     * `refunded`: the line of a refund (0042), its amount negative: money given back.
     */
    status: text('status', { enum: ['paid', 'pending', 'failed', 'void', 'refunded'] }).notNull(),
    /** The gap-free number of a charge (`paid`) or credit note (`refunded`), from invoice_number_counter (0065); null otherwise. */
    number: integer('number').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invoices_user_id_idx').on(table.userId)],
);

/** One row: the last invoice number given (0065). Taken with update ... returning in the invoice's transaction. */
export const invoiceNumberCounter = pgTable('invoice_number_counter', {
  id: integer('id').primaryKey().default(1),
  lastNumber: integer('last_number').notNull(),
});

/** Job posts bought (Basic, Boosted, or one month of a Subscription Bundle). */
export const jobPostGrants = pgTable(
  'job_post_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['basic', 'boosted', 'subscription-bundle'] }).notNull(),
    posts: integer('posts').notNull(),
    isBoosted: boolean('is_boosted').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Set when the employer cancelled the plan: the posts stay usable until ends_at. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [index('job_post_grants_employer_id_idx').on(table.employerId)],
);

/** A job renewed after its post ended: like a new job, each renewal holds one post of a grant (null = the free post). */
export const jobPostRenewals = pgTable(
  'job_post_renewals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postGrantId: uuid('post_grant_id').references(() => jobPostGrants.id, { onDelete: 'cascade' }),
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('job_post_renewals_post_grant_id_idx')
      .on(table.postGrantId)
      .where(sql`"post_grant_id" is not null`),
    index('job_post_renewals_free_post_idx')
      .on(table.employerId)
      .where(sql`"post_grant_id" is null`),
    index('job_post_renewals_job_id_idx').on(table.jobId),
  ],
);

/** Paid periods (Subscription Bundle for employers, resume plans for workers), renewed at period end with the default card (0064). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    plan: text('plan').notNull(),
    planName: text('plan_name').notNull(),
    isAnnual: boolean('is_annual').notNull().default(false),
    amountCents: integer('amount_cents').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** `past_due`: the renewal charge failed (dunning reads subscription_payment_failures); `canceled`: the provider ended it. */
    status: text('status', { enum: ['active', 'past_due', 'canceled'] })
      .notNull()
      .default('active'),
    /** The Stripe Billing subscription that renews this one when keys are set; null in test mode (the scheduler charges). */
    providerSubscriptionId: text('provider_subscription_id').unique('subscriptions_provider_subscription_id_unique'),
    providerCustomerId: text('provider_customer_id'),
    /** The stamp of the newest provider event (or reconcile) applied: an older event never overwrites it. */
    providerStateAt: timestamp('provider_state_at', { withTimezone: true }),
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    renewedAt: timestamp('renewed_at', { withTimezone: true }),
    /** A downgrade waiting for the period end (a catalogue item id): the renewal switches to it, until then it can be undone (0071). */
    scheduledPlanId: text('scheduled_plan_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_user_id_idx').on(table.userId),
    index('subscriptions_renewal_due_idx')
      .on(table.currentPeriodEnd)
      .where(sql`"status" = 'active' AND NOT "cancel_at_period_end"`),
  ],
);

/** A failed renewal charge (test mode's sweep, or Stripe's invoice.payment_failed): what dunning retries (0064). */
export const subscriptionPaymentFailures = pgTable(
  'subscription_payment_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    providerInvoiceId: text('provider_invoice_id'),
    attempt: integer('attempt').notNull().default(1),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
    /** When the next try is due (null after the last: the plan ends); the past-due banner's date. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (table) => [unique('subscription_payment_failures_attempt_unique').on(table.subscriptionId, table.periodEnd, table.attempt)],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** Stripe's PaymentMethod id for a card saved through a SetupIntent; null in test mode. */
    providerRef: text('provider_ref').unique('payment_methods_provider_ref_unique'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_methods_user_id_idx').on(table.userId)],
);

/** Stripe events already handled: a redelivered event is acknowledged and ignored. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An operator's refund of one invoice (a purchase's or a pay-per-hire fee's); several partial ones add up to at most its amount (0065). */
export const paymentRefunds = pgTable('payment_refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  invoiceId: uuid('invoice_id')
    .notNull()
    .references(() => invoices.id, { onDelete: 'cascade' }),
  /** The negative invoice line the employer sees; null when the refunded fee had never been charged. */
  refundInvoiceId: uuid('refund_invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
  /** Null only for a refund made in the provider's dashboard (0073). */
  operatorId: uuid('operator_id').references(() => users.id),
  /** Where the refund was made: the console, or the provider's dashboard (imported from its webhook, 0073). */
  origin: text('origin', { enum: ['console', 'provider_dashboard'] })
    .notNull()
    .default('console'),
  amountCents: integer('amount_cents').notNull(),
  reason: text('reason').notNull(),
  /** The provider's refund id (Stripe re_, PayPal's refund id); null in test mode. Unique (0065). */
  providerRefundId: text('provider_refund_id'),
  /** Who gives the money back: null when recorded only (test mode, a fee never charged). */
  provider: text('provider', { enum: ['stripe', 'paypal'] }),
  /** `pending` until the provider's webhook confirms it (test mode: at once); `failed` when the provider says so (0065). */
  status: text('status', { enum: ['pending', 'confirmed', 'failed'] })
    .notNull()
    .default('confirmed'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** A pay-per-hire fee's refund: the day the hire left. */
  hireLeftOn: date('hire_left_on'),
  postsRevoked: integer('posts_revoked').notNull().default(0),
  postsKept: integer('posts_kept').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
