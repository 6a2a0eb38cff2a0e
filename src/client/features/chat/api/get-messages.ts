import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { Message } from '@/shared/contracts/chat.ts';
import { chatPaths } from '@/shared/contracts/chat-paths.ts';
import { CONVERSATIONS_KEY } from './get-conversations.ts';

/** Joined by the generic reader, the key is the thread's URL; it sits under the list's prefix. */
export const threadKey = (conversationId: string) =>
  [...CONVERSATIONS_KEY, conversationId, 'messages'] as const;

/** Oldest first. The server marks what the viewer received as read while answering. */
async function getMessages(conversationId: string): Promise<Message[]> {
  const res = await apiRequest('GET', chatPaths.messagesOf(conversationId));
  return res.json();
}

const getMessagesQueryOptions = (conversationId: string) =>
  queryOptions({ queryKey: threadKey(conversationId), queryFn: () => getMessages(conversationId) });

/**
 * Reading a thread lowers its unread count, so every read is followed by a fresh list. A list
 * read already under way may have counted before this one marked the thread read: it is dropped
 * rather than joined (React Query joins a first read instead of restarting it).
 */
export function useMessages(conversationId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...getMessagesQueryOptions(conversationId),
    queryFn: async () => {
      const messages = await getMessages(conversationId);
      const list = { queryKey: CONVERSATIONS_KEY, exact: true };
      await queryClient.cancelQueries(list);
      void queryClient.invalidateQueries(list);
      return messages;
    },
  });
}
