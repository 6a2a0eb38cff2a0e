import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { notificationPaths } from '@/shared/contracts/notification-paths.ts';
import type { UnreadCount } from '@/shared/contracts/notifications.ts';
import { NOTIFICATIONS_KEY } from './get-notifications.ts';

async function getUnreadNotificationCount(): Promise<UnreadCount> {
  const res = await apiRequest('GET', notificationPaths.unread);
  return res.json();
}

export const getUnreadNotificationCountQueryOptions = () =>
  queryOptions({ queryKey: [...NOTIFICATIONS_KEY, 'unread'], queryFn: getUnreadNotificationCount });

/** The bell's number. No polling: the socket's `notifications_changed` re-reads it. */
export function useUnreadNotificationCount(enabled: boolean): number {
  const { data } = useQuery({ ...getUnreadNotificationCountQueryOptions(), enabled });
  return data?.unreadCount ?? 0;
}
