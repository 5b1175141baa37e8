import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
const owner = () => uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
export const careerAssessments = pgTable('career_assessments', {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    assessmentType: text('assessment_type', { enum: ['personality', 'skills', 'interests'] }).notNull(),
    responses: jsonb('responses').$type().notNull(),
    results: jsonb('results').$type(),
    recommendations: text('recommendations').array().notNull().default([]),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('career_assessments_user_id_idx').on(table.userId, table.createdAt)]);
export const skillsAssessments = pgTable('skills_assessments', {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    targetRole: text('target_role').notNull(),
    currentSkills: jsonb('current_skills').$type().notNull(),
    requiredSkills: jsonb('required_skills').$type().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('skills_assessments_user_id_idx').on(table.userId, table.createdAt)]);
export const careerRoadmaps = pgTable('career_roadmaps', {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    title: text('title').notNull(),
    currentRole: text('current_role'),
    targetRole: text('target_role').notNull(),
    timeframe: text('timeframe', { enum: ['6-months', '1-year', '2-years', '3-years', '5-years'] }).notNull(),
    milestones: jsonb('milestones').$type().notNull(),
    goals: jsonb('goals').$type().notNull(),
    progress: integer('progress').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('career_roadmaps_user_id_idx').on(table.userId, table.createdAt)]);
export const certifications = pgTable('certifications', {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    certificationName: text('certification_name').notNull(),
    certifyingBody: text('certifying_body').notNull(),
    industry: text('industry', { enum: ['construction', 'datacenter', 'oilgas', 'mining', 'general'] }).notNull(),
    status: text('status', { enum: ['in_progress', 'earned', 'expired', 'renewed'] })
        .notNull()
        .default('in_progress'),
    earnedDate: date('earned_date'),
    expirationDate: date('expiration_date'),
    notes: text('notes'),
    /** The wallet's fields (issue 21): the catalogue id (core/credentials/catalogue.ts), the card number, an upload /objects/... */
    credentialId: text('credential_id'),
    number: text('number'),
    evidenceUrl: text('evidence_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('certifications_user_id_idx').on(table.userId, table.createdAt)]);
