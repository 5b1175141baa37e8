import type { ContactInboxMessage } from '@core/admin/console';
import type { ContactMessageInput, ContactResponse } from '@core/contact/schemas';
import type { Language } from '@core/shared/options';
import type { Executor } from '../../db/client';
import * as repo from './repository';

/** `language`: the sender's browser's, so a reply from the console is framed in it. */
export async function submitContactMessage(db: Executor, input: ContactMessageInput, language: Language): Promise<ContactResponse> {
  const row = await repo.insertContactMessage(db, {
    name: input.name,
    email: input.email.toLowerCase(),
    subject: input.subject,
    category: input.category ?? null,
    message: input.message,
    language,
  });
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}

function toInboxMessage(row: repo.ContactInboxRow): ContactInboxMessage {
  const { message, answeredByEmail } = row;
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    subject: message.subject,
    category: message.category,
    message: message.message,
    language: message.language,
    createdAt: message.createdAt.toISOString(),
    answeredAt: message.answeredAt?.toISOString() ?? null,
    answeredByEmail,
    replyBody: message.replyBody,
  };
}

/** The operator console's inbox: open messages first, newest first. */
export async function listInbox(db: Executor): Promise<ContactInboxMessage[]> {
  return (await repo.listInbox(db)).map(toInboxMessage);
}

export async function findInboxMessage(db: Executor, id: string): Promise<ContactInboxMessage | null> {
  const row = await repo.findInboxMessage(db, id);
  return row && toInboxMessage(row);
}

export { lockContactMessage, markContactMessageAnswered } from './repository';
