import { date, index, integer, pgTable, primaryKey, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { crews } from './crews';
import { jobs } from './jobs';

/** An employer's invitation to a crew to apply to one of his jobs (issue 51, migration 0055): once per crew and job. */
export const crewJobInvitations = pgTable(
  'crew_job_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    crewId: uuid('crew_id')
      .notNull()
      .references(() => crews.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    foremanId: uuid('foreman_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('crew_job_invitations_crew_job_unique').on(table.crewId, table.jobId),
    index('crew_job_invitations_employer_idx').on(table.employerId, table.createdAt),
  ],
);

/** How many crews an employer invited on a UTC day: the daily cap's counter, raised by one conditional upsert. */
export const crewJobInvitationDays = pgTable(
  'crew_job_invitation_days',
  {
    employerId: uuid('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    sent: integer('sent').notNull(),
  },
  (table) => [primaryKey({ name: 'crew_job_invitation_days_pk', columns: [table.employerId, table.day] })],
);
