import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { crewApplications } from './crews';

/**
 * One thread per pair of users, stored in canonical order (userAId < userBId); or a crew's thread (kind 'crew',
 * migration 0056): the employer and the members of one crew application, who take part is read from it.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userAId: uuid('user_a_id').references(() => users.id, { onDelete: 'cascade' }),
    userBId: uuid('user_b_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['pair', 'crew'] })
      .notNull()
      .default('pair'),
    crewApplicationId: uuid('crew_application_id').references(() => crewApplications.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('conversations_pair_unique').on(table.userAId, table.userBId),
    check('conversations_pair_order', sql`${table.userAId} < ${table.userBId}`),
    unique('conversations_crew_application_unique').on(table.crewApplicationId),
    index('conversations_user_b_id_idx').on(table.userBId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    platform: text('platform', { enum: ['internal', 'whatsapp'] })
      .notNull()
      .default('internal'),
    messageType: text('message_type', { enum: ['text', 'whatsapp_link'] })
      .notNull()
      .default('text'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** A crew conversation's message is one row per receiver; they share post_id, the id of the first. */
    postId: uuid('post_id'),
  },
  (table) => [
    index('messages_conversation_sent_at_idx').on(table.conversationId, table.sentAt),
    index('messages_receiver_unread_idx').on(table.receiverId, table.readAt),
  ],
);
