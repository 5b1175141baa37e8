import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
export const trainingPrograms = pgTable('training_programs', {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    level: text('level', { enum: ['Beginner', 'Intermediate', 'Advanced'] }).notNull(),
    duration: text('duration').notNull(),
    category: text('category').notNull(),
    features: text('features').array().notNull().default([]),
    instructorName: text('instructor_name').notNull(),
    studentsTrained: integer('students_trained').notNull().default(0),
    graduatesPlaced: integer('graduates_placed').notNull().default(0),
    /** Catalogue ids (core/credentials/catalogue.ts) of the credentials the program leads to. */
    credentialIds: text('credential_ids').array().notNull().default([]),
});
