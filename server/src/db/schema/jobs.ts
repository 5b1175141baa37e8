import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tradeTitlePhrase } from '@core/jobs/match';
import { PAY_UNITS, UNITS_PER_YEAR } from '@core/jobs/pay';
import { VERIFICATION_METHODS } from '@core/trust/employer-verification';
import { REVIEW_STATUSES } from '@core/trust/review';
import { TRADES } from '@core/shared/options';
import { users } from './auth';

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** The job's top figure a year (2,080 hours, 260 days), held within an integer. */
const PAY_RANK = `least(coalesce("salary_max", "salary_min", 0)::bigint * CASE "pay_unit" WHEN 'hour' THEN ${UNITS_PER_YEAR.hour} WHEN 'day' THEN ${UNITS_PER_YEAR.day} ELSE 1 END, 2147483647)::integer`;

/** The trades whose phrase the title contains (core isTradeMatch, in SQL), for an indexed trade lookup. */
function titleTrades(): SQL {
  const branches = TRADES.map((trade) => {
    const phrase = tradeTitlePhrase(trade)!.replaceAll("'", "''");
    return `CASE WHEN position('${phrase}' in lower("title")) > 0 THEN '${trade}' END`;
  }).join(', ');
  return sql.raw(`array_remove(ARRAY[${branches}]::text[], NULL)`);
}

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    industry: text('industry').notNull(),
    location: text('location').notNull(),
    jobType: text('job_type').notNull(),
    experienceLevel: text('experience_level'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    /** What salary_min and salary_max are per (core/jobs/pay.ts PAY_UNITS); jobs from before pay units are yearly. */
    payUnit: text('pay_unit', { enum: PAY_UNITS }).notNull().default('year'),
    requirements: text('requirements').array().notNull().default([]),
    skills: text('skills').array().notNull().default([]),
    /** Openings behind this post; bulk posts from an estimate carry the role's head count. */
    positions: integer('positions').notNull().default(1),
    /** Credential catalogue ids (core/credentials): a worker qualifies holding every required one valid. */
    requiredCredentials: text('required_credentials').array().notNull().default([]),
    preferredCredentials: text('preferred_credentials').array().notNull().default([]),
    /** Travel terms; per diem in cents like all money (the API speaks whole dollars). */
    perDiemCents: integer('per_diem_cents'),
    lodgingProvided: boolean('lodging_provided').notNull().default(false),
    travelRequired: boolean('travel_required').notNull().default(false),
    rotation: text('rotation'),
    overtimeExpected: boolean('overtime_expected').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Moderation (migration 0040): only a published job may be active (jobs_unpublished_inactive_check),
     * so a held or rejected one is left out of every public read. review_signals: why it was held
     * (core/trust/review.ts HOLD_REASONS); review_note: the operator's reason for a rejection.
     */
    reviewStatus: text('review_status', { enum: REVIEW_STATUSES }).notNull().default('published'),
    reviewSignals: text('review_signals').array().notNull().default([]),
    reviewNote: text('review_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Issue 53 (migration 0062): false keeps the job out of every job-board feed (modules/feeds); it stays on CrewBridge. */
    listInFeeds: boolean('list_in_feeds').notNull().default(true),
    /** Stamped by a trigger on every update (migration 0062): the feeds' ETag and Last-Modified. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the payments module when a boosted post is bought; boosted jobs rank first until then. */
    boostedUntil: timestamp('boosted_until', { withTimezone: true }),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the post stops being listed (the post's 30 or 60 days from posting or renewal). The default
     * only serves rows inserted outside the jobs service (seed, tests, benchmarks).
     */
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`(now() + interval '30 days')`),
    /**
     * The job post grant this job used; null = the employer's free post. Its foreign key to
     * job_post_grants (on delete set null) is in migration 0013, as payments.ts imports this file (through applications.ts).
     */
    postGrantId: uuid('post_grant_id'),
    /**
     * Where the location is (places service geocode: "City, ST" or a ZIP), written by the jobs service;
     * null: a place the table does not know (or a row written elsewhere, geocoded at the next start).
     */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** The pay used by the minimum-pay filter and the pay sort: yearly, whatever the unit (migration 0033, core/jobs/pay.ts). */
    payRank: integer('pay_rank').generatedAlwaysAs(sql.raw(PAY_RANK)),
    /** Best match (jobs/search/scorer.ts): the trades the title names, and the skills lower-cased and unique. */
    tradeKeys: text('trade_keys').array().generatedAlwaysAs(titleTrades()),
    skillKeys: text('skill_keys')
      .array()
      .generatedAlwaysAs(sql`job_skill_keys("skills")`),
    /** The job's card on search pages as JSON text, company name aside (migration 0028, jobs repository readSearchPage). */
    searchCard: text('search_card').generatedAlwaysAs(
      sql`job_search_card("id", "employer_id", "title", "description", "industry", "location", "job_type", "experience_level", "salary_min", "salary_max", "requirements", "skills", "positions", "posted_at", "is_active", "required_credentials", "preferred_credentials", "per_diem_cents", "lodging_provided", "travel_required", "rotation", "overtime_expected", "pay_unit")`,
    ),
    /** The company's name and verification as employer_profiles holds them, kept by triggers there (migration 0045). */
    companyName: text('company_name'),
    employerVerified: boolean('employer_verified').notNull().default(false),
    /** How: the profile's verified_by while verified, and the e-mail's domain of a verification by domain (migration 0046). */
    employerVerifiedBy: text('employer_verified_by', { enum: VERIFICATION_METHODS }),
    employerVerifiedDomain: text('employer_verified_domain'),
    /** What a search page reads of the job beside its card, as JSON text (migration 0045, jobs repository readSearchPage). */
    searchTerms: text('search_terms').generatedAlwaysAs(
      sql.raw(
        `job_search_terms("title", "skills", "industry", "location", "required_credentials", "preferred_credentials", "company_name", ${PAY_RANK}, "employer_verified")`,
      ),
    ),
    /** Keyword search: the index keeps its lexemes; a phrase is matched here (jobs_search_vector_idx). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', job_skills_text("skills")), 'B') || setweight(to_tsvector('english', "description"), 'C')`,
    ),
  },
  (table) => [
    index('jobs_employer_id_idx').on(table.employerId),
    index('jobs_post_grant_id_idx')
      .on(table.postGrantId)
      .where(sql`"post_grant_id" is not null`),
    index('jobs_free_post_idx')
      .on(table.employerId)
      .where(sql`"post_grant_id" is null`),
    index('jobs_active_posted_at_id_idx')
      .on(table.postedAt, table.id)
      .where(sql`"is_active"`),
    // A pay-sorted search ranked by PostgreSQL walks this to a page (migration 0076).
    index('jobs_active_pay_rank_idx')
      .on(table.payRank.desc(), table.postedAt.desc(), table.id.desc())
      .where(sql`"is_active"`),
    // A newest or pay search by an industry alone, ranked by PostgreSQL, walks its industry's jobs (migration 0078).
    index('jobs_active_industry_posted_at_idx')
      .on(table.industry, table.postedAt.desc(), table.id.desc())
      .where(sql`"is_active"`),
    index('jobs_active_industry_pay_rank_idx')
      .on(table.industry, table.payRank.desc(), table.postedAt.desc(), table.id.desc())
      .where(sql`"is_active"`),
    // The expiry sweep finds the open jobs whose post has ended here.
    index('jobs_active_expires_at_idx')
      .on(table.expiresAt)
      .where(sql`"is_active"`),
    index('jobs_boosted_until_idx')
      .on(table.boostedUntil)
      .where(sql`"boosted_until" is not null`),
    index('jobs_industry_idx').on(table.industry),
    index('jobs_updated_at_idx').on(table.updatedAt),
    index('jobs_search_vector_idx').using('gin', table.searchVector),
    index('jobs_held_posted_at_idx')
      .on(table.postedAt)
      .where(sql`"review_status" = 'held'`),
    check('jobs_review_status_check', sql`"review_status" IN ('published', 'held', 'rejected')`),
    check('jobs_unpublished_inactive_check', sql`"review_status" = 'published' OR NOT "is_active"`),
  ],
);

/** Detail views of a job per day: counted in memory and added in batches (jobs service), never a write per view. */
export const jobViewDays = pgTable(
  'job_view_days',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.day] })],
);
