import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { APPLICATION_SOURCES } from '@core/feeds/sources';
import { PAY_UNITS } from '@core/jobs/pay';
import { users } from './auth';
import { crewApplications } from './crews';
import { jobs } from './jobs';

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null once the employer deletes the job; the snapshot columns keep the card readable.
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobTitle: text('job_title').notNull(),
    companyName: text('company_name'),
    jobLocation: text('job_location'),
    status: text('status', { enum: ['pending', 'reviewed', 'interview', 'accepted', 'rejected'] })
      .notNull()
      .default('pending'),
    coverLetter: text('cover_letter'),
    expectedSalary: integer('expected_salary'),
    /** The unit the worker quoted expected_salary in (it stays yearly); null = yearly. */
    expectedPayUnit: text('expected_pay_unit', { enum: PAY_UNITS }),
    availability: text('availability'),
    /** The employer's private screening note and 1-5 rating; no worker-facing answer reads them. */
    employerNote: text('employer_note'),
    employerRating: integer('employer_rating'),
    /** A member's row of a crew application (issue 51, migration 0053); null for a worker applying alone. */
    crewApplicationId: uuid('crew_application_id').references(() => crewApplications.id, { onDelete: 'set null' }),
    /** The feed whose link brought the worker (core/feeds/sources.ts APPLICATION_SOURCES, migration 0062); null: CrewBridge itself. */
    source: text('source', { enum: APPLICATION_SOURCES }),
    /** The hired worker's first day (issue 55, migration 0067), a calendar day as YYYY-MM-DD; null when none was given. */
    startDate: date('start_date', { mode: 'string' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('applications_job_worker_unique').on(table.jobId, table.workerId),
    index('applications_worker_id_idx').on(table.workerId),
    // The applicants list pages newest/oldest by (applied_at, id) within an employer or a job.
    index('applications_employer_applied_idx').on(table.employerId, table.appliedAt, table.id),
    index('applications_job_applied_idx').on(table.jobId, table.appliedAt, table.id),
    index('applications_crew_application_idx')
      .on(table.crewApplicationId)
      .where(sql`"crew_application_id" IS NOT NULL`),
    check('applications_employer_rating_check', sql`"employer_rating" between 1 and 5`),
    check('applications_expected_pay_unit_check', sql`"expected_pay_unit" in ('hour', 'day', 'year')`),
    check('applications_source_check', sql.raw(`"source" IN (${APPLICATION_SOURCES.map((source) => `'${source}'`).join(', ')})`)),
  ],
);

export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['video', 'in-person', 'phone'] }).notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    location: text('location'),
    meetingLink: text('meeting_link'),
    meetingPlatform: text('meeting_platform', { enum: ['zoom', 'teams', 'meet', 'other'] }),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('interviews_application_id_idx').on(table.applicationId)],
);

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
}

/**
 * Every e-mail, written in the transaction of the change that causes it; the outbox sender
 * (modules/notifications) claims due rows, sends them and retries with backoff.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toEmail: text('to_email').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    /** The plain-text part. */
    body: text('body').notNull(),
    html: text('html'),
    /**
     * `sending` is a claim that lapses at locked_until, so a crashed sender's rows go out again;
     * `cancelled` is a status e-mail a later change made pointless before it went out.
     */
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed', 'cancelled'] })
      .notNull()
      .default('queued'),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The notification type, for logs and the unsubscribe header. */
    kind: text('kind'),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    /** A status e-mail: the status the worker was last told, and the one this e-mail tells (0029). */
    statusFrom: text('status_from'),
    statusTo: text('status_to'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('email_outbox_status_created_at_idx').on(table.status, table.createdAt),
    index('email_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`"status" in ('queued', 'sending')`),
    uniqueIndex('email_outbox_queued_status_mail_idx')
      .on(table.applicationId)
      .where(sql`"kind" = 'application_status' AND "status" = 'queued'`),
  ],
);
