import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REVIEW_MODERATION_STATUSES, REVIEW_SIDES } from '@core/reviews/schemas';
import { applications } from './applications';
import { users } from './auth';

/** When an application was hired: written by a trigger on applications (migration 0060), read by the reviews' rules. */
export const applicationHires = pgTable('application_hires', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  hiredAt: timestamp('hired_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Reviews after a real hire (issue 52, migration 0060): one per application per side. A side's points are its
 * columns; the other side's stay null. visible_from is when the other side and the public may read it (double-blind).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    side: text('side', { enum: REVIEW_SIDES }).notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobTitle: text('job_title').notNull(),
    paidAsPromised: smallint('paid_as_promised'),
    siteSafety: smallint('site_safety'),
    postMatchedWork: smallint('post_matched_work'),
    wouldWorkAgain: smallint('would_work_again'),
    skill: smallint('skill'),
    reliability: smallint('reliability'),
    safety: smallint('safety'),
    wouldHireAgain: boolean('would_hire_again'),
    text: text('text').notNull().default(''),
    status: text('status', { enum: REVIEW_MODERATION_STATUSES }).notNull().default('published'),
    /** Why it is held (core/reviews/moderation.ts REVIEW_HOLD_REASONS). */
    holdReasons: text('hold_reasons').array().notNull().default([]),
    /** The operator's reason for hiding or restoring it. */
    moderationNote: text('moderation_note'),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** The reviewed employer's one public answer, moderated as the review is. */
    responseText: text('response_text'),
    responseStatus: text('response_status', { enum: ['published', 'held'] }),
    responseHoldReasons: text('response_hold_reasons').array().notNull().default([]),
    responseAt: timestamp('response_at', { withTimezone: true }),
    visibleFrom: timestamp('visible_from', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('reviews_application_side_idx').on(table.applicationId, table.side),
    index('reviews_subject_idx').on(table.subjectId, table.side, table.createdAt, table.id),
    index('reviews_author_idx').on(table.authorId),
    index('reviews_held_idx')
      .on(table.createdAt)
      .where(sql`"status" = 'held' OR "response_status" = 'held'`),
    check('reviews_side_check', sql`"side" IN ('worker', 'employer')`),
    check('reviews_status_check', sql`"status" IN ('published', 'held', 'hidden')`),
  ],
);
