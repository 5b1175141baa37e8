import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
/** Attempt counters of the rate limits, shared by every instance on the database. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
}, (table) => [index('rate_limit_counters_resets_at_idx').on(table.resetsAt)]);
