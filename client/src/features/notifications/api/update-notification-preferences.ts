import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, NotificationPreferenceUpdate } from '@core/notifications/schemas';
import { apiJson } from '@/lib/api-client';
import { notificationPreferencesKey } from './get-notification-preferences';

export function updateNotificationPreferences(preferences: NotificationPreferenceUpdate[]): Promise<NotificationPreferences> {
  return apiJson<NotificationPreferences>('PUT', '/api/notification-preferences', { preferences });
}

/** Shows the change at once (a checkbox follows the click) and puts it back if the server refuses. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: notificationPreferencesKey });
      const previous = queryClient.getQueryData<NotificationPreferences>(notificationPreferencesKey);
      if (previous) {
        const changed = new Map(changes.map((change) => [change.type, change]));
        queryClient.setQueryData<NotificationPreferences>(notificationPreferencesKey, {
          preferences: previous.preferences.map((preference) => ({ ...preference, ...changed.get(preference.type) })),
        });
      }
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(notificationPreferencesKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesKey, saved),
  });
}
