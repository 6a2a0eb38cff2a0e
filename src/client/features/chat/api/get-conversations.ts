import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { Conversation } from '@/shared/contracts/chat.ts';
import { chatPaths } from '@/shared/contracts/chat-paths.ts';

/**
 * Keyed by its path, as the generic reader expects. Threads are keyed under the same prefix, so
 * invalidating this key without `exact` re-reads the list and every thread at once.
 */
export const CONVERSATIONS_KEY = [chatPaths.conversations] as const;

/** The viewer's conversations, newest activity first, each with its unread count. */
async function getConversations(): Promise<Conversation[]> {
  const res = await apiRequest('GET', chatPaths.conversations);
  return res.json();
}

const getConversationsQueryOptions = () =>
  queryOptions({ queryKey: CONVERSATIONS_KEY, queryFn: getConversations });

/** No polling: socket events and thread reads refresh it (see LiveSocketProvider). */
export function useConversations({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getConversationsQueryOptions(), enabled });
}

/** The nav's badge: messages received and not yet opened, across every conversation. */
export function useUnreadMessageCount(enabled: boolean): number {
  const { data } = useConversations({ enabled });
  return data?.reduce((total, conversation) => total + conversation.unreadCount, 0) ?? 0;
}
