import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

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
    experienceLevel: text('experience_level').notNull(),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    requirements: text('requirements').array().notNull().default([]),
    skills: text('skills').array().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('jobs_employer_id_idx').on(table.employerId),
    index('jobs_active_posted_at_idx').on(table.isActive, table.postedAt),
  ],
);
