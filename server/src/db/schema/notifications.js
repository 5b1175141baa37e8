import { boolean, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
/** A missing row means the default: on, instantly. */
export const notificationPreferences = pgTable('notification_preferences', {
    userId: uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    frequency: text('frequency', { enum: ['instant', 'daily'] })
        .notNull()
        .default('instant'),
    /** Where it goes (0036): e-mail on by default, texts and push only once the user turns them on. */
    channels: jsonb('channels').$type().notNull().default({ email: true, sms: false, whatsapp: false, push: false }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [primaryKey({ columns: [table.userId, table.type] })]);
/**
 * "This notification went out at": one row per key (a certification and its reminder day, a
 * conversation's last e-mail, a user's last digest). Claiming a key is one conditional upsert,
 * so several instances running the same scheduler tick send each notification once.
 */
export const notificationClaims = pgTable('notification_claims', {
    key: text('key').primaryKey(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
});
