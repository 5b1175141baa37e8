import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
export const users = pgTable('users', {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type', { enum: ['worker', 'employer', 'operator'] }).notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    location: text('location'),
    avatarUrl: text('avatar_url'),
    // The interface language; it follows the user to every device they sign in on.
    language: text('language', { enum: ['en', 'es'] })
        .notNull()
        .default('en'),
    // The IANA zone the browser last reported (0036); times in e-mails read in it. Null until a browser tells it.
    timeZone: text('time_zone'),
    // Set by deactivation; the next successful sign-in clears it.
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    // A new e-mail waiting for its confirmation link (0030): only the token's hash is stored.
    pendingEmail: text('pending_email'),
    pendingEmailTokenHash: text('pending_email_token_hash').unique(),
    pendingEmailExpiresAt: timestamp('pending_email_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export const sessions = pgTable('sessions', {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
        .notNull()
        .default(sql `now()`),
}, (table) => [index('sessions_user_id_idx').on(table.userId)]);
