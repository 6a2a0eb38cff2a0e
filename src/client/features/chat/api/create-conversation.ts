import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { Conversation, CreateConversationBody } from '@/shared/contracts/chat.ts';
import { chatPaths } from '@/shared/contracts/chat-paths.ts';
import { CONVERSATIONS_KEY } from './get-conversations.ts';

/** Answers the existing conversation about this listing when there is one. */
async function createConversation(body: CreateConversationBody): Promise<Conversation> {
  const res = await apiRequest('POST', chatPaths.conversations, body);
  return res.json();
}

export function useCreateConversation({
  onSuccess,
}: {
  onSuccess: (conversation: Conversation) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: (conversation) => {
      // Listed at once, so the Messages screen can open it before the list is read again.
      queryClient.setQueryData<Conversation[]>(CONVERSATIONS_KEY, (list) =>
        list && !list.some(({ id }) => id === conversation.id) ? [conversation, ...list] : list,
      );
      queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true });
      onSuccess(conversation);
    },
  });
}
