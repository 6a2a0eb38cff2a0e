import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { CONVERSATIONS_KEY } from '@/client/features/chat/api/get-conversations.ts';
import { receiveMessage } from '@/client/features/chat/utils/receive-message.ts';
import { removeMessage } from '@/client/features/chat/utils/remove-message.ts';
import { receiveCycleChange } from '@/client/features/cycles/api/cycle-query-keys.ts';
import { receiveFeedbackChange } from '@/client/features/feedback/utils/receive-feedback-change.ts';
import { receiveInterestChange } from '@/client/features/interests/utils/receive-interest-change.ts';
import { receiveListingChange } from '@/client/features/listings/utils/receive-listing-change.ts';
import { LiveSocketContext } from '@/client/lib/live-socket.ts';
import { reReadSession } from '@/client/lib/query-client.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import { createWsClient, type WsClient } from '@/client/lib/ws-client.ts';

/**
 * Holds the session's one socket while someone is signed in, and closes it on sign-out or
 * unmount. Every (re)connect re-reads the conversation list and any open
 * thread, since pushes sent while the
 * socket was down are gone; every pushed message refreshes its thread and the list; a change to
 * the account (a new role) re-reads the session, so every open page shows it at once; a builder's
 * decision or a place that opened re-reads where the tester stands, and tells them; a test
 * cycle's change (a check-in, an opt-in, a drop, a build) re-reads its pages, the builder's and
 * the tester's.
 */
export function LiveSocketProvider({
  userId,
  children,
}: {
  userId: string | null;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [client, setClient] = useState<WsClient | null>(null);

  useEffect(() => {
    if (!userId) return;
    const socket = createWsClient({
      userId,
      onConnect: () => {
        void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
        // Account changes made before this socket listened were not heard: one between the page's
        // first session read and the first connect, one while a dropped socket was down, or one
        // whose first re-read reached a process that had not yet heard of it.
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      },
      // An ended session (a suspension, a sign-out elsewhere) closes the socket: the session is
      // read again at once, and a null one takes the page to the signed-out routes.
      onDisconnect: () => reReadSession(queryClient),
    });
    socket.subscribe((frame) => {
      if (frame.type === 'new_message') receiveMessage(queryClient, frame.message);
      if (frame.type === 'message_removed') void removeMessage(queryClient, frame);
      if (frame.type === 'account_changed') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      }
      if (frame.type === 'interest_changed') void receiveInterestChange(queryClient, frame);
      if (frame.type === 'listing_changed') receiveListingChange(queryClient, frame.softwareId);
      if (frame.type === 'feedback_changed') receiveFeedbackChange(queryClient, frame.feedbackId);
      if (frame.type === 'cycle_changed') receiveCycleChange(queryClient, frame);
    });
    setClient(socket);
    return () => {
      socket.close();
      setClient(null);
    };
  }, [userId, queryClient]);

  return <LiveSocketContext value={client}>{children}</LiveSocketContext>;
}
