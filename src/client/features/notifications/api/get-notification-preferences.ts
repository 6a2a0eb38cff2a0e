import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { notificationPaths } from '@/shared/contracts/notification-paths.ts';
import type { Preferences } from '@/shared/contracts/notifications.ts';

async function getNotificationPreferences(): Promise<Preferences> {
  const res = await apiRequest('GET', notificationPaths.preferences);
  return res.json();
}

export const getNotificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: [notificationPaths.preferences],
    queryFn: getNotificationPreferences,
  });

/** Only the types the viewer's role can receive (every type for an admin). */
export function useNotificationPreferences() {
  return useQuery(getNotificationPreferencesQueryOptions());
}
