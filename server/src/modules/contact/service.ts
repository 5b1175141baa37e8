import type { ContactMessageInput, ContactResponse } from '@core/contact/schemas';
import type { Executor } from '../../db/client';
import * as repo from './repository';

export async function submitContactMessage(db: Executor, input: ContactMessageInput): Promise<ContactResponse> {
  const row = await repo.insertContactMessage(db, {
    name: input.name,
    email: input.email.toLowerCase(),
    subject: input.subject,
    category: input.category ?? null,
    message: input.message,
  });
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}
