import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '@core/notifications/schemas';
import { apiJson } from '@/lib/api-client';

export const notificationPreferencesKey = ['/api/notification-preferences'] as const;

export function getNotificationPreferences(): Promise<NotificationPreferences> {
  return apiJson<NotificationPreferences>('GET', '/api/notification-preferences');
}

export function getNotificationPreferencesQueryOptions() {
  return queryOptions({ queryKey: notificationPreferencesKey, queryFn: getNotificationPreferences });
}

export function useNotificationPreferences() {
  return useQuery(getNotificationPreferencesQueryOptions());
}
