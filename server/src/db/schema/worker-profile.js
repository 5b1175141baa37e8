import { boolean, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
export const workerProfiles = pgTable('worker_profiles', {
    userId: uuid('user_id')
        .primaryKey()
        .references(() => users.id, { onDelete: 'cascade' }),
    primaryTrade: text('primary_trade'),
    yearsExperience: text('years_experience'),
    visaStatus: text('visa_status'),
    willingToTravel: boolean('willing_to_travel').notNull().default(false),
    skills: text('skills').array().notNull().default([]),
    bio: text('bio'),
    resumeUrl: text('resume_url'),
    linkedinUrl: text('linkedin_url'),
    portfolioUrl: text('portfolio_url'),
    availability: text('availability'),
    preferredIndustries: text('preferred_industries').array().notNull().default([]),
    hourlyRate: integer('hourly_rate'),
    preferredContactMethod: text('preferred_contact_method'),
    /** The first day the worker can start (YYYY-MM-DD). */
    availableFrom: date('available_from'),
    /** How far the worker will travel for work; core TRAVEL_ANYWHERE_MILES means anywhere. */
    travelDistanceMiles: integer('travel_distance_miles'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
