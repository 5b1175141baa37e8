import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
export const employerProfiles = pgTable('employer_profiles', {
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
});
