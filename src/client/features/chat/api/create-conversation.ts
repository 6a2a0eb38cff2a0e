import {
  type Conversation,
  type CreateConversationBody,
  chatPaths,
} from '@shared/contracts/chat.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Answers the existing conversation about this listing when there is one. */
export async function createConversation(body: CreateConversationBody): Promise<Conversation> {
  const res = await apiRequest('POST', chatPaths.conversations, body);
  return res.json();
}

/** The conversation list is keyed by its path, the generic reader's convention. */
export function useCreateConversation({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: [chatPaths.conversations] });
      onSuccess();
    },
  });
}
