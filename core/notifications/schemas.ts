import { z } from 'zod';
import type { UserType } from '../shared/options';
import { defineMessages, FIELD_MESSAGES } from '../shared/messages';

/** Every e-mail a user can turn off; each carries a one-click unsubscribe for its type. */
export const NOTIFICATION_TYPES = [
  'new_application',
  'application_status',
  'interview',
  'new_message',
  'certification_expiry',
  'job_alert',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_FREQUENCIES = ['instant', 'daily'] as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];

/** The types each dashboard offers; only new applications can come as a daily digest. */
export const NOTIFICATION_TYPES_BY_ROLE: Record<UserType, readonly NotificationType[]> = {
  employer: ['new_application', 'new_message'],
  worker: ['application_status', 'interview', 'new_message', 'certification_expiry', 'job_alert'],
};
export const DIGESTIBLE_TYPES: readonly NotificationType[] = ['new_application'];

export const NOTIFICATION_MESSAGES = defineMessages('notifications', {
  notForRole: 'This notification is not available for your account',
  dailyNotAvailable: 'Only new applications can come as a daily digest',
  invalidUnsubscribe: 'This unsubscribe link is not valid',
  typeUnknown: 'Unknown notification type',
  frequencyInvalid: 'Choose instant or daily',
});

export const notificationPreferenceSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES, { error: NOTIFICATION_MESSAGES.typeUnknown }),
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  frequency: z.enum(NOTIFICATION_FREQUENCIES, { error: NOTIFICATION_MESSAGES.frequencyInvalid }),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesSchema = z.object({ preferences: z.array(notificationPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const updateNotificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema).min(1, FIELD_MESSAGES.nothingToChange).max(NOTIFICATION_TYPES.length),
});
