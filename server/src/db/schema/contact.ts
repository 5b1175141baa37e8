import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Messages sent through the public contact form, kept for the support team. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    category: text('category'),
    message: text('message').notNull(),
    /** The language the sender's browser asked for: an operator's reply is framed in it (0042). */
    language: text('language', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once an operator replied by e-mail from the console, with who and what (0042). */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    replyBody: text('reply_body'),
  },
  (table) => [
    index('contact_messages_created_at_idx').on(table.createdAt),
    index('contact_messages_open_created_at_idx').on(sql`("answered_at" IS NOT NULL)`, table.createdAt.desc()),
  ],
);
