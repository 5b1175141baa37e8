import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { uploads } from '../../db/schema/uploads';

export async function findUploadByObjectPath(db: Executor, objectPath: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.objectPath, objectPath));
  return row ?? null;
}

/** Inserts the row unless the path is taken; null when it was. */
export async function insertUpload(db: Executor, values: typeof uploads.$inferInsert) {
  const [row] = await db.insert(uploads).values(values).onConflictDoNothing({ target: uploads.objectPath }).returning();
  return row ?? null;
}
