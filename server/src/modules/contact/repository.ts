import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { contactMessages } from '../../db/schema/contact';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(db: Executor, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

const INBOX_PAGE = 200;

function selectInbox(db: Executor) {
  return db
    .select({ message: contactMessages, answeredByEmail: users.email })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.answeredBy))
    .$dynamic();
}
export type ContactInboxRow = Awaited<ReturnType<typeof listInbox>>[number];

export async function listInbox(db: Executor) {
  return selectInbox(db)
    .orderBy(sql`(${contactMessages.answeredAt} is not null)`, desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(INBOX_PAGE);
}

export async function findInboxMessage(db: Executor, id: string) {
  const [row] = await selectInbox(db).where(eq(contactMessages.id, id));
  return row ?? null;
}

/** Locks the message, so two operators answering it at once reply once. */
export async function lockContactMessage(db: Executor, id: string) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  return row ?? null;
}

export async function markContactMessageAnswered(
  db: Executor,
  id: string,
  values: { answeredBy: string; replyBody: string; answeredAt: Date },
) {
  await db.update(contactMessages).set(values).where(eq(contactMessages.id, id));
}
