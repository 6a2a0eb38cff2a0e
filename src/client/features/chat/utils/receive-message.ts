import type { QueryClient } from '@tanstack/react-query';
import { CONVERSATIONS_KEY } from '@/client/features/chat/api/get-conversations.ts';
import { threadKey } from '@/client/features/chat/api/get-messages.ts';
import type { Message } from '@/shared/contracts/chat.ts';

/** True once the thread's cache holds the message, e.g. after its socket echo arrived. */
export function isMessageCached(queryClient: QueryClient, message: Message): boolean {
  const thread = queryClient.getQueryData<Message[]>(threadKey(message.conversationId));
  return thread?.some(({ id }) => id === message.id) ?? false;
}

/**
 * A message was sent or pushed to the viewer. It shows at once in a thread already in the cache,
 * then the thread and the list are re-read from the server (spec section 7). An open thread's
 * re-read refreshes the list itself once its messages are marked read, so the unread badge does
 * not flash up for a message the viewer is looking at.
 */
export function receiveMessage(queryClient: QueryClient, message: Message): void {
  const key = threadKey(message.conversationId);
  if (!isMessageCached(queryClient, message)) {
    queryClient.setQueryData<Message[]>(key, (thread) => thread && [...thread, message]);
  }
  const threadIsOpen = queryClient.getQueryCache().find({ queryKey: key })?.isActive() ?? false;
  void queryClient.invalidateQueries({ queryKey: key });
  if (!threadIsOpen) {
    void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true });
  }
}
