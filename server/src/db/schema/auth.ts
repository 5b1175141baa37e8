import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  // False for an account that joined by phone (0074): its hash is of a random secret nobody knows.
  hasPassword: boolean('has_password').notNull().default(true),
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
  // Set by an operator's freeze (0041): no sign-in, no session, its jobs hidden until unfrozen.
  frozenAt: timestamp('frozen_at', { withTimezone: true }),
  frozenReason: text('frozen_reason'),
  // A new e-mail waiting for its confirmation link (0030): only the token's hash is stored.
  pendingEmail: text('pending_email'),
  pendingEmailTokenHash: text('pending_email_token_hash').unique(),
  pendingEmailExpiresAt: timestamp('pending_email_expires_at', { withTimezone: true }),
  // When the address was proved by a link sent to it (0043); notifications are e-mailed only once it is set.
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  // The live verification link: only its token's hash, cleared when used or replaced by a new one.
  emailVerificationTokenHash: text('email_verification_token_hash').unique(),
  emailVerificationExpiresAt: timestamp('email_verification_expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/**
 * A 6-digit code sent to a number for signing in or up by phone (0066, issue 55); only its hash is
 * kept. Its sends share the caps and the lock of phone_verifications (auth/phone-sign-in-repository.ts).
 */
export const phoneSignInCodes = pgTable(
  'phone_sign_in_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    channel: text('channel', { enum: ['sms', 'whatsapp'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    // What the code may do (0074): a code of one purpose is refused by every other.
    purpose: text('purpose', { enum: ['sign_in', 'delete_account', 'password_reset'] })
      .notNull()
      .default('sign_in'),
    // The account a delete or reset code was sent for; null for sign-in codes.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('phone_sign_in_codes_phone_idx').on(table.phone, table.createdAt),
    index('phone_sign_in_codes_ip_idx').on(table.ip, table.createdAt),
    index('phone_sign_in_codes_created_idx').on(table.createdAt),
    index('phone_sign_in_codes_purpose_idx').on(table.phone, table.purpose, table.createdAt),
  ],
);
