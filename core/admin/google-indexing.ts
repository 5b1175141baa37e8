import { z } from 'zod';

/** What happened to one Google Indexing API notification ('unsent': no service account was set, so it was filed). */
export const GOOGLE_INDEXING_STATES = ['queued', 'sending', 'sent', 'failed', 'unsent', 'superseded'] as const;

export const googleIndexingNotificationSchema = z.object({
  id: z.string(),
  url: z.string(),
  type: z.enum(['URL_UPDATED', 'URL_DELETED']),
  state: z.enum(GOOGLE_INDEXING_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** A queued notification's next try (past the day's quota: midnight Pacific time, when Google's quota resets); null: at once. */
  waitsUntil: z.string().nullable(),
});
export type GoogleIndexingNotification = z.infer<typeof googleIndexingNotificationSchema>;

/** GET /api/admin/google-indexing: whether notifications go out, today's use of the quota, the latest 100. */
export const googleIndexingListSchema = z.object({
  configured: z.boolean(),
  dailyLimit: z.number().int(),
  sentToday: z.number().int(),
  notifications: z.array(googleIndexingNotificationSchema),
});
export type GoogleIndexingList = z.infer<typeof googleIndexingListSchema>;
