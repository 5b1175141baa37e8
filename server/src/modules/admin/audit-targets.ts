import { shownEmail } from '@core/auth/phone-sign-in-schemas';
import { formatPhone } from '@core/shared/phone';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { contactMessages } from '../../db/schema/contact';
import { crews } from '../../db/schema/crews';
import { employerProfiles } from '../../db/schema/employer-profile';
import { jobs } from '../../db/schema/jobs';
import { messages } from '../../db/schema/messaging';
import { invoices } from '../../db/schema/payments';
import { reviews } from '../../db/schema/reviews';

/** What the audit log shows for a target: its name, and the account an operator opens from it. */
export interface AuditTarget {
  label: string;
  accountId: string | null;
}

const ACCOUNT_TYPES = new Set(['user', 'employer', 'worker']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface AccountRow {
  id: string;
  email: string;
  phone?: string | null;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
}

/** An account as the log names it: its company or person, then its e-mail ("Acme Steel · hr@acme.com"). */
export function accountLabel(row: Omit<AccountRow, 'id'>) {
  const name = row.companyName || [row.firstName, row.lastName].filter(Boolean).join(' ');
  // An account that joined by phone has no address to show (issue 55): its name alone, or its number.
  const contact = shownEmail(row.email) || (row.phone ? formatPhone(row.phone) : '');
  return [name, contact].filter(Boolean).join(' · ');
}

function accountsById(db: Executor, ids: string[]) {
  return db
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      firstName: users.firstName,
      lastName: users.lastName,
      companyName: employerProfiles.companyName,
    })
    .from(users)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
    .where(inArray(users.id, ids));
}

type Resolver = (db: Executor, ids: string[]) => Promise<Array<{ id: string } & AuditTarget>>;

/** One query per kind of target. */
const RESOLVERS: Record<'account' | 'job' | 'message' | 'contact_message' | 'invoice' | 'crew' | 'review', Resolver> = {
  account: async (db, ids) => (await accountsById(db, ids)).map((row) => ({ id: row.id, label: accountLabel(row), accountId: row.id })),
  job: async (db, ids) =>
    (
      await db
        .select({ id: jobs.id, title: jobs.title, company: jobs.companyName, employerId: jobs.employerId })
        .from(jobs)
        .where(inArray(jobs.id, ids))
    ).map((row) => ({ id: row.id, label: row.company ? `${row.title} · ${row.company}` : row.title, accountId: row.employerId })),
  // A message is named by its sender, the account a report about it answers for.
  message: async (db, ids) =>
    (
      await db
        .select({
          id: messages.id,
          senderId: messages.senderId,
          email: users.email,
          phone: users.phone,
          firstName: users.firstName,
          lastName: users.lastName,
          companyName: employerProfiles.companyName,
        })
        .from(messages)
        .innerJoin(users, eq(users.id, messages.senderId))
        .leftJoin(employerProfiles, eq(employerProfiles.userId, messages.senderId))
        .where(inArray(messages.id, ids))
    ).map((row) => ({ id: row.id, label: accountLabel(row), accountId: row.senderId })),
  contact_message: async (db, ids) =>
    (
      await db
        .select({ id: contactMessages.id, name: contactMessages.name, email: contactMessages.email, subject: contactMessages.subject })
        .from(contactMessages)
        .where(inArray(contactMessages.id, ids))
    ).map((row) => ({ id: row.id, label: `${row.subject} · ${row.name} · ${row.email}`, accountId: null })),
  invoice: async (db, ids) =>
    (
      await db
        .select({ id: invoices.id, description: invoices.description, userId: invoices.userId, email: users.email })
        .from(invoices)
        .innerJoin(users, eq(users.id, invoices.userId))
        .where(inArray(invoices.id, ids))
    ).map((row) => ({ id: row.id, label: [row.description, shownEmail(row.email)].filter(Boolean).join(' · '), accountId: row.userId })),
  crew: async (db, ids) =>
    (await db.select({ id: crews.id, name: crews.name }).from(crews).where(inArray(crews.id, ids))).map((row) => ({
      id: row.id,
      label: row.name,
      accountId: null,
    })),
  // A review is named by its job and its first words; the account to open is its author's.
  review: async (db, ids) =>
    (
      await db
        .select({ id: reviews.id, jobTitle: reviews.jobTitle, text: reviews.text, authorId: reviews.authorId })
        .from(reviews)
        .where(inArray(reviews.id, ids))
    ).map((row) => ({
      id: row.id,
      label: row.text ? `${row.jobTitle} · ${row.text.slice(0, 80)}` : row.jobTitle,
      accountId: row.authorId,
    })),
};

const kindOf = (targetType: string): keyof typeof RESOLVERS | null =>
  ACCOUNT_TYPES.has(targetType) ? 'account' : targetType in RESOLVERS ? (targetType as keyof typeof RESOLVERS) : null;

/**
 * Names the targets of audit entries, batched: one query per kind of target present, never one per
 * entry. A target deleted since (or of an unknown kind) is simply absent from the map.
 */
export async function resolveAuditTargets(db: Executor, entries: Array<{ targetType: string; targetId: string | null }>) {
  const idsByKind = new Map<keyof typeof RESOLVERS, Set<string>>();
  for (const entry of entries) {
    const kind = kindOf(entry.targetType);
    if (!kind || !entry.targetId || !UUID.test(entry.targetId)) continue;
    const ids = idsByKind.get(kind) ?? new Set<string>();
    ids.add(entry.targetId);
    idsByKind.set(kind, ids);
  }
  const found = new Map<string, AuditTarget>();
  await Promise.all(
    [...idsByKind].map(async ([kind, ids]) => {
      for (const row of await RESOLVERS[kind](db, [...ids])) found.set(`${kind}:${row.id}`, { label: row.label, accountId: row.accountId });
    }),
  );
  return (targetType: string, targetId: string | null): AuditTarget | null => {
    const kind = kindOf(targetType);
    return kind && targetId ? (found.get(`${kind}:${targetId}`) ?? null) : null;
  };
}
