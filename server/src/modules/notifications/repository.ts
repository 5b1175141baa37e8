import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailOutbox } from '../../db/schema/applications';
import { users } from '../../db/schema/auth';
import { notificationClaims, notificationPreferences } from '../../db/schema/notifications';

export type OutboxRow = typeof emailOutbox.$inferSelect;

export async function insertOutboxMessage(db: Executor, values: typeof emailOutbox.$inferInsert) {
  await db.insert(emailOutbox).values(values);
}

export async function insertOutboxMessages(db: Executor, rows: (typeof emailOutbox.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(emailOutbox).values(rows);
}

/** The same insert, made only when `onlyIf` holds as the statement runs (one statement either way); true when made. */
export async function insertOutboxMessageIf(db: Executor, values: typeof emailOutbox.$inferInsert, onlyIf: SQL) {
  const { toEmail, subject, body, html, recipientId, kind, createdAt, nextAttemptAt } = values;
  const result = await db.execute(sql`insert into ${emailOutbox}
    (to_email, subject, body, html, recipient_id, kind, created_at, next_attempt_at)
    select ${toEmail}, ${subject}, ${body}, ${html ?? null}, ${recipientId ?? null}, ${kind ?? null}, ${createdAt}, ${nextAttemptAt}
    where ${onlyIf}`);
  return (result.rowCount ?? 0) > 0;
}

/**
 * Queues a status e-mail, or rewrites the one still queued for the same application (one atomic
 * upsert on the partial unique index of migration 0029): its text and status_to become the new
 * ones, status_from and the send time stay, and it is cancelled when status_to comes back to
 * status_from, the status the worker was last told. A row the sender already claimed is no
 * longer `queued`, so the change gets a new row.
 */
export async function upsertStatusMessage(db: Executor, values: typeof emailOutbox.$inferInsert) {
  await db
    .insert(emailOutbox)
    .values(values)
    .onConflictDoUpdate({
      target: emailOutbox.applicationId,
      targetWhere: sql.raw(`"kind" = 'application_status' AND "status" = 'queued'`),
      set: {
        toEmail: sql`excluded.to_email`,
        subject: sql`excluded.subject`,
        body: sql`excluded.body`,
        html: sql`excluded.html`,
        headers: sql`excluded.headers`,
        statusTo: sql`excluded.status_to`,
        status: sql`case when excluded.status_to = ${emailOutbox.statusFrom} then 'cancelled' else 'queued' end`,
      },
    });
}

/**
 * Claims up to `limit` due messages for `leaseMs`: queued ones whose next attempt is due, and
 * ones a sender claimed but never finished (it crashed) once their lease ran out. SKIP LOCKED
 * lets several instances claim at once without ever taking the same row.
 */
export async function claimDueMessages(db: Executor, now: Date, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      sql`(${emailOutbox.status} = 'queued' and ${emailOutbox.nextAttemptAt} <= ${now})
        or (${emailOutbox.status} = 'sending' and ${emailOutbox.lockedUntil} <= ${now})`,
    )
    .orderBy(emailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({ status: 'sending', lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${emailOutbox.attempts} + 1` })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

export async function markMessageSent(db: Executor, id: string, now: Date) {
  await db.update(emailOutbox).set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null }).where(eq(emailOutbox.id, id));
}

export async function markMessageForRetry(db: Executor, id: string, nextAttemptAt: Date, error: string) {
  await db.update(emailOutbox).set({ status: 'queued', nextAttemptAt, lockedUntil: null, lastError: error }).where(eq(emailOutbox.id, id));
}

export async function markMessageFailed(db: Executor, id: string, error: string) {
  await db.update(emailOutbox).set({ status: 'failed', lockedUntil: null, lastError: error }).where(eq(emailOutbox.id, id));
}

export async function listPreferences(db: Executor, userId: string) {
  return db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}

export type PreferenceRow = typeof notificationPreferences.$inferSelect;

export async function listPreferencesOf(db: Executor, userIds: string[], types: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.userId, userIds), inArray(notificationPreferences.type, types)));
}

export async function findPreference(db: Executor, userId: string, type: string) {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.type, type)));
  return row ?? null;
}

export async function upsertPreference(db: Executor, values: typeof notificationPreferences.$inferInsert) {
  await db
    .insert(notificationPreferences)
    .values(values)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: {
        ...(values.enabled !== undefined && { enabled: values.enabled }),
        ...(values.frequency && { frequency: values.frequency }),
        ...(values.channels && { channels: values.channels }),
        updatedAt: values.updatedAt,
      },
    });
}

/** Users who chose `frequency` for `type` and have it on. */
export async function listUsersWithFrequency(db: Executor, type: string, frequency: 'instant' | 'daily') {
  const rows = await db
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.type, type),
        eq(notificationPreferences.frequency, frequency),
        eq(notificationPreferences.enabled, true),
      ),
    );
  return rows.map((row) => row.userId);
}

const recipientColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  userType: users.userType,
  language: users.language,
  timeZone: users.timeZone,
  location: users.location,
  emailVerifiedAt: users.emailVerifiedAt,
};

export async function findRecipient(db: Executor, userId: string) {
  const [row] = await db.select(recipientColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export type RecipientRow = NonNullable<Awaited<ReturnType<typeof findRecipient>>>;

export async function listRecipients(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db.select(recipientColumns).from(users).where(inArray(users.id, userIds));
}

/** True when this call claimed `key` for the first time. */
export async function claimOnce(db: Executor, key: string, now: Date): Promise<boolean> {
  const rows = await db.insert(notificationClaims).values({ key, claimedAt: now }).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** True when `key` was never claimed or its last claim is older than `claimedBefore`; the claim moves to `now`. */
export async function claimIfOlder(db: Executor, key: string, now: Date, claimedBefore: Date): Promise<boolean> {
  const rows = await db
    .insert(notificationClaims)
    .values({ key, claimedAt: now })
    .onConflictDoUpdate({
      target: notificationClaims.key,
      set: { claimedAt: now },
      setWhere: sql`${notificationClaims.claimedAt} < ${claimedBefore}`,
    })
    .returning();
  return rows.length > 0;
}

/** Per conversation and receiver: messages still unread, sent between `since` and `sentBefore`. */
export async function listUnreadMessageGroups(db: Executor, since: Date, sentBefore: Date) {
  const result = await db.execute<{
    conversation_id: string;
    receiver_id: string;
    sender_id: string;
    unread: number;
    latest_sent_at: Date;
    latest_content: string;
  }>(sql`
    select distinct on (m.conversation_id, m.receiver_id)
      m.conversation_id, m.receiver_id, m.sender_id, m.sent_at as latest_sent_at, m.content as latest_content,
      count(*) over (partition by m.conversation_id, m.receiver_id)::int as unread
    from messages m
    where m.read_at is null and m.sent_at > ${since} and m.sent_at <= ${sentBefore}
    order by m.conversation_id, m.receiver_id, m.sent_at desc`);
  return result.rows.map((row) => ({ ...row, latest_sent_at: new Date(row.latest_sent_at) }));
}

export async function findDisplayName(db: Executor, userId: string) {
  const result = await db.execute<{ name: string | null }>(sql`
    select coalesce(ep.company_name, nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), 'A CrewBridge user') as name
    from users u left join employer_profiles ep on ep.user_id = u.id
    where u.id = ${userId}`);
  return result.rows[0]?.name ?? 'A CrewBridge user';
}

/** Earned or renewed certifications expiring between the two local dates (inclusive). */
export async function listCertificationsExpiringBetween(db: Executor, from: string, to: string) {
  const result = await db.execute<{
    id: string;
    user_id: string;
    certification_name: string;
    certifying_body: string;
    expiration_date: string;
  }>(sql`
    select id, user_id, certification_name, certifying_body, expiration_date::text as expiration_date
    from certifications
    where status in ('earned', 'renewed') and expiration_date between ${from}::date and ${to}::date`);
  return result.rows;
}

/** Applications sent to `employerId` in [from, to), newest first. */
export async function listApplicationsReceivedBetween(db: Executor, employerId: string, from: Date, to: Date) {
  const result = await db.execute<{ id: string; job_title: string; worker_name: string | null; applied_at: Date }>(sql`
    select a.id, a.job_title, nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '') as worker_name, a.applied_at
    from applications a join users u on u.id = a.worker_id
    where a.employer_id = ${employerId} and a.applied_at >= ${from} and a.applied_at < ${to}
    order by a.applied_at desc`);
  return result.rows;
}

/** Whom a hired worker calls: the employer's name and the company's phone (either may be missing). */
export async function findEmployerContact(db: Executor, employerId: string) {
  const result = await db.execute<{ name: string | null; phone: string | null }>(sql`
    select nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '') as name, nullif(btrim(ep.phone_number), '') as phone
    from users u left join employer_profiles ep on ep.user_id = u.id
    where u.id = ${employerId}`);
  return result.rows[0] ?? null;
}
