import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Work done elsewhere, named by the worker (issue 52, migration 0061); a contact may confirm or correct it. */
export const workHistoryEntries = pgTable(
  'work_history_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    employerName: text('employer_name').notNull(),
    trade: text('trade').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    confirmedByName: text('confirmed_by_name'),
    confirmedByCompany: text('confirmed_by_company'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    wasCorrected: boolean('was_corrected').notNull().default(false),
    correctionNote: text('correction_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('work_history_entries_worker_idx').on(table.workerId, table.startDate),
    check('work_history_entries_dates_check', sql`"end_date" IS NULL OR "end_date" >= "start_date"`),
  ],
);

/** One-time links sent to an entry's contact: only the token's hash is kept. */
export const workHistoryConfirmationRequests = pgTable(
  'work_history_confirmation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => workHistoryEntries.id, { onDelete: 'cascade' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    language: text('language').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('work_history_confirmation_requests_token_idx').on(table.tokenHash),
    index('work_history_confirmation_requests_worker_idx').on(table.workerId, table.createdAt),
  ],
);
