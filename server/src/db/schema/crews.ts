import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { jobs } from './jobs';

/** A crew (issue 51, migration 0053): its foreman is the member with role 'foreman'. */
export const crews = pgTable(
  'crews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    trades: text('trades').array().notNull().default([]),
    /** "City, ST" or a ZIP; lat/lng from the places geocode, null for a place the table does not know. */
    homeBase: text('home_base').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    travelRadiusMiles: integer('travel_radius_miles').notNull(),
    availability: text('availability').notNull(),
    isLookingForWork: boolean('is_looking_for_work').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('crews_looking_idx').on(table.isLookingForWork),
    check('crews_travel_radius_check', sql`"travel_radius_miles" BETWEEN 0 AND 3000`),
  ],
);

export const crewMembers = pgTable(
  'crew_members',
  {
    crewId: uuid('crew_id')
      .notNull()
      .references(() => crews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['foreman', 'member'] })
      .notNull()
      .default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'crew_members_pk', columns: [table.crewId, table.userId] }),
    uniqueIndex('crew_members_one_foreman_idx')
      .on(table.crewId)
      .where(sql`"role" = 'foreman'`),
    index('crew_members_user_idx').on(table.userId),
    check('crew_members_role_check', sql`"role" IN ('foreman', 'member')`),
  ],
);

/** An invitation by text or e-mail; only the token's hash is kept, and it is accepted once. */
export const crewInvitations = pgTable(
  'crew_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    crewId: uuid('crew_id')
      .notNull()
      .references(() => crews.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    phone: text('phone'),
    email: text('email'),
    language: text('language', { enum: ['en', 'es'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('crew_invitations_token_hash_unique').on(table.tokenHash),
    index('crew_invitations_crew_idx').on(table.crewId, table.createdAt),
    check('crew_invitations_target_check', sql`("phone" IS NULL) <> ("email" IS NULL)`),
  ],
);

/** One crew's application to one job; each member chosen has his own row in applications pointing here. */
export const crewApplications = pgTable(
  'crew_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    crewId: uuid('crew_id')
      .notNull()
      .references(() => crews.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    foremanId: uuid('foreman_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('crew_applications_crew_job_unique').on(table.crewId, table.jobId),
    index('crew_applications_employer_idx').on(table.employerId),
  ],
);
