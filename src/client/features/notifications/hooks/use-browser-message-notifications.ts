import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { browserNotificationsEnabled } from '@/client/features/notifications/utils/browser-notifications.ts';
import { getFullName } from '@/client/lib/user-name.ts';
import type { WsClient } from '@/client/lib/ws-client.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { snippetOf } from '@/shared/snippet.ts';

/**
 * A message from someone else while the tab is in the background shows as a system
 * notification, when the browser allows it and the person turned it on on the notification
 * center. One per conversation (`tag`): a newer message replaces the older banner. A click brings
 * the window forward on that conversation. A visible tab shows the message itself.
 */
/**
 * Android's Chrome refuses `new Notification` (pages there must go through a service worker): a
 * banner that cannot be shown is no reason to keep the socket's other listeners from the frame.
 */
function showNotification(title: string, options: NotificationOptions): Notification | null {
  try {
    return new Notification(title, options);
  } catch {
    return null;
  }
}

export function useBrowserMessageNotifications(socket: WsClient | null, viewerId: string) {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!socket) return;
    return socket.subscribe((frame) => {
      if (frame.type !== 'new_message') return;
      const { message } = frame;
      if (message.senderId === viewerId || document.visibilityState !== 'hidden') return;
      if (!browserNotificationsEnabled()) return;
      const notification = showNotification(getFullName(message.sender) || 'New message', {
        body: snippetOf(message.content),
        tag: message.conversationId,
      });
      if (!notification) return;
      notification.onclick = () => {
        window.focus();
        navigate(clientRoutes.conversation(message.conversationId));
        notification.close();
      };
    });
  }, [socket, viewerId, navigate]);
}
