import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { boardKey } from '@/client/features/feedback/api/get-feedback-board.ts';
import type { WsClient } from '@/client/lib/ws-client.ts';

/**
 * A new report or a change to one refreshes the board. The frame names only the report, and the
 * builder is told of their own listings' reports alone, so refreshing this board on any is cheap.
 */
export function useLiveBoard(listingId: string, socket: WsClient | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    return socket.subscribe((frame) => {
      if (frame.type === 'feedback_changed') {
        void queryClient.invalidateQueries({ queryKey: boardKey(listingId) });
      }
    });
  }, [socket, listingId, queryClient]);
}
