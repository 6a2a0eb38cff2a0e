import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { notificationPaths } from '@/shared/contracts/notification-paths.ts';
import type { ReadNotificationsBody, UnreadCount } from '@/shared/contracts/notifications.ts';
import { NOTIFICATIONS_KEY } from './get-notifications.ts';
import { getUnreadNotificationCountQueryOptions } from './get-unread-notification-count.ts';

async function readNotifications(body: ReadNotificationsBody): Promise<UnreadCount> {
  const res = await apiRequest('POST', notificationPaths.read, body);
  return res.json();
}

/**
 * Marks one, several or all read. The answer's count goes straight to the bell, so it drops
 * before the list is re-read; the socket tells the viewer's other tabs.
 */
export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotifications,
    onSuccess: (count) => {
      queryClient.setQueryData(getUnreadNotificationCountQueryOptions().queryKey, count);
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
  });
}
