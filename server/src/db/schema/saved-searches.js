import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { jobs } from './jobs';
export const savedSearches = pgTable('saved_searches', {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type().notNull(),
    frequency: text('frequency', { enum: ['instant', 'daily', 'weekly'] })
        .notNull()
        .default('daily'),
    isPaused: boolean('is_paused').notNull().default(false),
    /** Jobs posted after this go into the next alert. */
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [
    index('saved_searches_user_id_idx').on(table.userId, table.createdAt),
    index('saved_searches_due_idx')
        .on(table.frequency, table.lastAlertAt)
        .where(sql `NOT "is_paused"`),
]);
/** The jobs an alert already carried, so no job is sent twice for one search. */
export const savedSearchSentJobs = pgTable('saved_search_sent_jobs', {
    savedSearchId: uuid('saved_search_id')
        .notNull()
        .references(() => savedSearches.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
        .notNull()
        .references(() => jobs.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [primaryKey({ columns: [table.savedSearchId, table.jobId] })]);
