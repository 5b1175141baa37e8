import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userPhones } from '../../db/schema/channels';
import { notificationPreferences } from '../../db/schema/notifications';

export interface ApplicantContact {
  whatsapp: string | null;
  sms: string | null;
}

export const NO_CONTACT: ApplicantContact = Object.freeze({ whatsapp: null, sms: null });

/**
 * The workers an employer may text (issue 55), in one grouped query for the page: a channel counts when the worker
 * verified his number, turned the channel on for at least one notification and has not sent its STOP keyword.
 * Anyone else gets no number at all.
 */
export async function contactOfWorkers(db: Executor, workerIds: string[]): Promise<Map<string, ApplicantContact>> {
  const ids = [...new Set(workerIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      userId: userPhones.userId,
      phone: userPhones.phone,
      sms: sql<boolean>`coalesce(bool_or((${notificationPreferences.channels}->>'sms')::boolean) and ${userPhones.smsOptedOutAt} is null, false)`,
      whatsapp: sql<boolean>`coalesce(bool_or((${notificationPreferences.channels}->>'whatsapp')::boolean) and ${userPhones.whatsappOptedOutAt} is null, false)`,
    })
    .from(userPhones)
    .innerJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, userPhones.userId), eq(notificationPreferences.enabled, true)),
    )
    .where(inArray(userPhones.userId, ids))
    .groupBy(userPhones.userId, userPhones.phone, userPhones.smsOptedOutAt, userPhones.whatsappOptedOutAt);
  return new Map(rows.map((row) => [row.userId, { whatsapp: row.whatsapp ? row.phone : null, sms: row.sms ? row.phone : null }]));
}
