import { pgTable, text } from 'drizzle-orm/pg-core';
/** Secrets the server generates once and every instance on the database shares (the upload and unsubscribe signing key). */
export const serverSecrets = pgTable('server_secrets', {
    name: text('name').primaryKey(),
    value: text('value').notNull(),
});
