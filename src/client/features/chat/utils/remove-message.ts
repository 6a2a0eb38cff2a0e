import type { QueryClient } from '@tanstack/react-query';
import { CONVERSATIONS_KEY } from '@/client/features/chat/api/get-conversations.ts';
import { threadKey } from '@/client/features/chat/api/get-messages.ts';
import type { Conversation, Message } from '@/shared/contracts/chat.ts';

type Removal = { conversationId: string; messageId: string };

/**
 * A moderator removed a message: it goes from the cached thread and, when it was the list's
 * preview, the preview goes too (the message before it, when the thread is cached) at once;
 * the list is read again for the server's word on what is left.
 */
export async function removeMessage(
  queryClient: QueryClient,
  { conversationId, messageId }: Removal,
): Promise<void> {
  const key = threadKey(conversationId);
  // A read under way may have left the server before the removal: its answer must not bring the
  // message back (a cancelled read puts back what it found, so the removal waits for it).
  await queryClient.cancelQueries({ queryKey: key });
  const before = queryClient.getQueryData<Message[]>(key);
  const removed = before?.find(({ id }) => id === messageId);
  const rest = before?.filter(({ id }) => id !== messageId);
  if (rest) queryClient.setQueryData<Message[]>(key, rest);

  queryClient.setQueryData<Conversation[]>(CONVERSATIONS_KEY, (conversations) =>
    conversations?.map((conversation) => {
      if (conversation.id !== conversationId || !conversation.lastMessage) return conversation;
      const preview = conversation.lastMessage;
      const isRemoved = removed
        ? preview.createdAt === removed.createdAt && preview.senderId === removed.senderId
        : // Without the thread, which message the preview shows is unknown: hide it to be safe.
          true;
      if (!isRemoved) return conversation;
      const previous = rest?.at(-1);
      return {
        ...conversation,
        lastMessage: previous
          ? {
              content: previous.content,
              senderId: previous.senderId,
              createdAt: previous.createdAt,
            }
          : null,
      };
    }),
  );
  void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true });
}
