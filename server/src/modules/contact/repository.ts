import type { Executor } from '../../db/client';
import { contactMessages } from '../../db/schema/contact';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(db: Executor, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}
