import { z } from 'zod';
import type { AccountType } from '../shared/options';
import { defineMessages, FIELD_MESSAGES } from '../shared/messages';

/** Every e-mail a user can turn off; each carries a one-click unsubscribe for its type. */
export const NOTIFICATION_TYPES = [
  'new_application',
  'application_status',
  'interview',
  'new_message',
  'certification_expiry',
  'job_alert',
  // A failed renewal payment and a plan's end: the e-mail always goes (it is about money owed); the switches choose texts and push.
  'billing',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_FREQUENCIES = ['instant', 'daily'] as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];

/** The types each dashboard offers; only new applications can come as a daily digest. Operators get none. */
export const NOTIFICATION_TYPES_BY_ROLE: Record<AccountType, readonly NotificationType[]> = {
  employer: ['new_application', 'new_message', 'billing'],
  operator: [],
  worker: ['application_status', 'interview', 'new_message', 'certification_expiry', 'job_alert', 'billing'],
};
export const DIGESTIBLE_TYPES: readonly NotificationType[] = ['new_application'];

export const NOTIFICATION_MESSAGES = defineMessages('notifications', {
  notForRole: 'This notification is not available for your account',
  dailyNotAvailable: 'Only new applications can come as a daily digest',
  invalidUnsubscribe: 'This unsubscribe link is not valid',
  typeUnknown: 'Unknown notification type',
  frequencyInvalid: 'Choose instant or daily',
  channelsInvalid: 'channels must say true or false for email, sms, whatsapp and push',
});

const channelSwitch = z.boolean({ error: NOTIFICATION_MESSAGES.channelsInvalid });
/** Where one type goes: e-mail on by default, texts and push off until the user turns them on. */
export const notificationChannelsSchema = z.object(
  { email: channelSwitch, sms: channelSwitch, whatsapp: channelSwitch, push: channelSwitch },
  { error: NOTIFICATION_MESSAGES.channelsInvalid },
);
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>;
export const DEFAULT_CHANNELS: NotificationChannels = { email: true, sms: false, whatsapp: false, push: false };

export const notificationPreferenceSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES, { error: NOTIFICATION_MESSAGES.typeUnknown }),
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  frequency: z.enum(NOTIFICATION_FREQUENCIES, { error: NOTIFICATION_MESSAGES.frequencyInvalid }),
  channels: notificationChannelsSchema,
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesSchema = z.object({ preferences: z.array(notificationPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** A change may leave `channels` out (clients from before the channels keep working). */
export const notificationPreferenceUpdateSchema = notificationPreferenceSchema.extend({ channels: notificationChannelsSchema.optional() });
export type NotificationPreferenceUpdate = z.infer<typeof notificationPreferenceUpdateSchema>;

export const updateNotificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceUpdateSchema).min(1, FIELD_MESSAGES.nothingToChange).max(NOTIFICATION_TYPES.length),
});
