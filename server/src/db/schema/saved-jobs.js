import { pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { jobs } from './jobs';
export const savedJobs = pgTable('saved_jobs', {
    workerId: uuid('worker_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
        .notNull()
        .references(() => jobs.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [primaryKey({ columns: [table.workerId, table.jobId] })]);
