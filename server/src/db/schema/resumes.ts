import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { jobs } from './jobs';

export const generatedResumes = pgTable(
  'generated_resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    content: text('content').notNull(),
    /** What the job asked for that the worker's profile and wallet did not hold when it was written (issue 55): shown, never in the resume. */
    gaps: text('gaps').array().notNull().default([]),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('generated_resumes_user_id_idx').on(table.userId, table.generatedAt)],
);

/** A worker's resume plan: one row per worker, replaced on each grant. */
export const resumeSubscriptions = pgTable('resume_subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan', { enum: ['free_trial', 'standard', 'flex'] }).notNull(),
  periodStartedAt: timestamp('period_started_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  generationsUsed: integer('generations_used').notNull().default(0),
  freeTrialStartedAt: timestamp('free_trial_started_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
