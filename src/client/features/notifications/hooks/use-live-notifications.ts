import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NOTIFICATIONS_KEY } from '@/client/features/notifications/api/get-notifications.ts';
import type { WsClient } from '@/client/lib/ws-client.ts';

/**
 * Keeps the bell and the center current. The server sends `authenticated` on every (re)connect:
 * whatever changed while the socket was down is re-read then, since its frames are gone.
 */
export function useLiveNotifications(socket: WsClient | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    return socket.subscribe((frame) => {
      if (frame.type === 'notifications_changed' || frame.type === 'authenticated') {
        void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      }
    });
  }, [socket, queryClient]);
}
