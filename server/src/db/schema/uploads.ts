import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** One row per stored file; objectPath is "<fileType>s/<uuid>", served at /objects/<objectPath>. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    objectPath: text('object_path').notNull().unique(),
    fileType: text('file_type', { enum: ['avatar', 'logo', 'resume', 'document'] }).notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploads_owner_id_idx').on(table.ownerId)],
);
