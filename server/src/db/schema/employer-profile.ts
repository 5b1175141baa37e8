import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { VERIFICATION_METHODS } from '@core/trust/employer-verification';
import { users } from './auth';

export const employerProfiles = pgTable(
  'employer_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name'),
    industry: text('industry'),
    companySize: text('company_size'),
    website: text('website'),
    description: text('description'),
    linkedinUrl: text('linkedin_url'),
    contactEmail: text('contact_email'),
    phoneNumber: text('phone_number'),
    headquarters: text('headquarters'),
    foundedYear: integer('founded_year'),
    companyBenefits: text('company_benefits').array().notNull().default([]),
    hiringPriorities: text('hiring_priorities').array().notNull().default([]),
    logo: text('logo'),
    payPerHireEnabled: boolean('pay_per_hire_enabled').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A verified employer's jobs skip review unless a scam signal fires (migration 0040,
     * core/trust/employer-verification.ts). verifiedBy 'operator' without verifiedAt: an operator's "not verified".
     */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: text('verified_by', { enum: VERIFICATION_METHODS }),
    /** The domain a verification by e-mail, DNS record or file rests on, set only then (migrations 0046, 0050): the badge names it. */
    verifiedDomain: text('verified_domain'),
    /** The token the employer puts in a DNS TXT record or a /.well-known/ file to prove it runs its website's domain (migration 0050). */
    domainToken: text('domain_token'),
  },
  () => [
    check(
      'employer_profiles_verified_by_check',
      sql`"verified_by" IN ('domain', 'operator', 'dns', 'well-known') AND ("verified_at" IS NOT NULL OR "verified_by" = 'operator') OR ("verified_at" IS NULL AND "verified_by" IS NULL)`,
    ),
    check(
      'employer_profiles_verified_domain_check',
      sql`coalesce("verified_by" IN ('domain', 'dns', 'well-known'), false) = ("verified_domain" IS NOT NULL)`,
    ),
  ],
);
