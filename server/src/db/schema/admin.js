import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
/** What operators did, append-only: a trigger (migration 0040) refuses every UPDATE and DELETE. */
export const auditLog = pgTable('audit_log', {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
        .notNull()
        .references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('audit_log_created_at_idx').on(table.createdAt.desc(), table.id.desc())]);
