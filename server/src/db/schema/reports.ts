import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REPORT_TARGET_TYPES } from '@core/reports/schemas';
import { users } from './auth';
import { jobs } from './jobs';

/** What users report to the operators (issue 37); resolved all together per target. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    // Not a foreign key: it names a row of one of six tables; a deleted target leaves the report readable.
    targetId: uuid('target_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    resolution: text('resolution'),
    resolutionNote: text('resolution_note'),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reports_one_open_idx')
      .on(table.reporterId, table.targetType, table.targetId)
      .where(sql`"status" = 'open'`),
    index('reports_target_idx').on(table.targetType, table.targetId),
    index('reports_reporter_created_idx').on(table.reporterId, table.createdAt),
    check('reports_target_type_check', sql`"target_type" in ('job', 'employer', 'worker', 'message', 'crew', 'review')`),
    check('reports_status_check', sql`"status" in ('open', 'resolved')`),
  ],
);

/** The jobs a freeze closed, so an unfreeze reopens exactly those. */
export const accountFreezeJobs = pgTable(
  'account_freeze_jobs',
  {
    jobId: uuid('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_freeze_jobs_user_id_idx').on(table.userId)],
);
