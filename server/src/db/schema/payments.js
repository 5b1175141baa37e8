import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { jobs } from './jobs';
import { users } from './auth';
/** One attempt to pay with a provider; granted_at is set once, when what it bought is given. */
export const payments = pgTable('payments', {
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
    status: text('status', { enum: ['requires_payment', 'succeeded', 'failed'] })
        .notNull()
        .default('requires_payment'),
    grantedAt: timestamp('granted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('payments_user_id_idx').on(table.userId)]);
/** What a verified payment gave: one row per payment (the unique payment_id grants once). */
export const purchases = pgTable('purchases', {
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
}, (table) => [index('purchases_user_id_idx').on(table.userId)]);
export const invoices = pgTable('invoices', {
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
    /** `void`: a pay-per-hire fee whose hire was undone; never charged. */
    status: text('status', { enum: ['paid', 'pending', 'failed', 'void'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('invoices_user_id_idx').on(table.userId)]);
/** Job posts bought (Basic, Boosted, or one month of a Subscription Bundle). */
export const jobPostGrants = pgTable('job_post_grants', {
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
}, (table) => [index('job_post_grants_employer_id_idx').on(table.employerId)]);
/** A job renewed after its post ended: like a new job, each renewal holds one post of a grant (null = the free post). */
export const jobPostRenewals = pgTable('job_post_renewals', {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
        .notNull()
        .references(() => jobs.id, { onDelete: 'cascade' }),
    employerId: uuid('employer_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
    postGrantId: uuid('post_grant_id').references(() => jobPostGrants.id, { onDelete: 'cascade' }),
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [
    index('job_post_renewals_post_grant_id_idx')
        .on(table.postGrantId)
        .where(sql `"post_grant_id" is not null`),
    index('job_post_renewals_free_post_idx')
        .on(table.employerId)
        .where(sql `"post_grant_id" is null`),
    index('job_post_renewals_job_id_idx').on(table.jobId),
]);
/** Paid periods (Subscription Bundle for employers, resume plans for workers); no automatic renewal. */
export const subscriptions = pgTable('subscriptions', {
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('subscriptions_user_id_idx').on(table.userId)]);
export const paymentMethods = pgTable('payment_methods', {
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
}, (table) => [index('payment_methods_user_id_idx').on(table.userId)]);
/** Stripe events already handled: a redelivered event is acknowledged and ignored. */
export const webhookEvents = pgTable('webhook_events', {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
