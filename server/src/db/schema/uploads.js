import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
/** One row per stored file; objectPath is "<fileType>s/<uuid>", served at /objects/<objectPath>. */
export const uploads = pgTable('uploads', {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
    objectPath: text('object_path').notNull().unique(),
    fileType: text('file_type', { enum: ['avatar', 'logo', 'resume', 'document'] }).notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('uploads_owner_id_idx').on(table.ownerId)]);
/**
 * One row per upload link handed out and not yet used (an expired one is removed by the owner's
 * next link). A PUT in progress claims its link (putStartedAt) and reserves its declared size.
 */
export const uploadLinks = pgTable('upload_links', {
    objectPath: text('object_path').primaryKey(),
    ownerId: uuid('owner_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    putStartedAt: timestamp('put_started_at', { withTimezone: true }),
    reservedBytes: integer('reserved_bytes'),
}, (table) => [index('upload_links_owner_id_idx').on(table.ownerId)]);
/**
 * Per user: the bytes of their stored files (kept by a trigger on uploads, so any insert or delete
 * counts) and the row whose lock makes a user's upload checks one at a time.
 */
export const uploadUsage = pgTable('upload_usage', {
    userId: uuid('user_id')
        .primaryKey()
        .references(() => users.id, { onDelete: 'cascade' }),
    storedBytes: bigint('stored_bytes', { mode: 'number' }).notNull().default(0),
});
