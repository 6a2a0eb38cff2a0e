import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { notificationPaths } from '@/shared/contracts/notification-paths.ts';
import type { NotificationPage } from '@/shared/contracts/notifications.ts';

/**
 * The family of notification reads: the pages and the unread count. A socket frame or a read
 * invalidates the family at once; the preferences are keyed apart, since neither changes them.
 */
export const NOTIFICATIONS_KEY = [notificationPaths.list] as const;

async function getNotificationPage(cursor: string | null): Promise<NotificationPage> {
  const url = cursor
    ? `${notificationPaths.list}?${new URLSearchParams({ cursor })}`
    : notificationPaths.list;
  const res = await apiRequest('GET', url);
  return res.json();
}

const getNotificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'pages'],
    queryFn: ({ pageParam }) => getNotificationPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** Newest first, a page at a time. */
export function useNotifications() {
  return useInfiniteQuery(getNotificationsQueryOptions());
}
