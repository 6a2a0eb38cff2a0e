import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Skeleton } from '@/client/components/ui/skeleton.tsx';
import { useMessages } from '@/client/features/chat/api/get-messages.ts';
import { humanErrorMessage } from '@/client/lib/errors.ts';
import type { Message } from '@/shared/contracts/chat.ts';
import { MessageBubble } from './message-bubble.tsx';

function MessageLogSkeleton() {
  return (
    <div className="flex flex-col gap-3">
      <p className="sr-only">Loading messages</p>
      <Skeleton className="h-10 w-1/2 self-start rounded-2xl" />
      <Skeleton className="h-14 w-2/3 self-end rounded-2xl" />
      <Skeleton className="h-10 w-2/5 self-start rounded-2xl" />
    </div>
  );
}

type MessageLogProps = {
  conversationId: string;
  viewerId: string;
  label: string;
  /** Controls under each of the other party's messages, from the screen. */
  renderMessageActions?: (message: Message) => ReactNode;
};

/**
 * The thread as a polite live log, so a screen reader hears new messages without losing its
 * place. It scrolls itself to the newest message whenever one is added, and is focusable so
 * keyboard users can scroll back.
 */
export function MessageLog({
  conversationId,
  viewerId,
  label,
  renderMessageActions,
}: MessageLogProps) {
  const { data: messages, isPending, error } = useMessages(conversationId);
  const logRef = useRef<HTMLDivElement>(null);
  const newestId = messages?.at(-1)?.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the newest message changes
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [newestId]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto p-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
    >
      {isPending && <MessageLogSkeleton />}
      {error && (
        <p role="alert" className="text-center text-destructive text-sm">
          {humanErrorMessage(error)}
        </p>
      )}
      {messages?.length === 0 && (
        <p className="flex h-full items-center justify-center text-muted-foreground text-sm">
          No messages yet. Say hello!
        </p>
      )}
      {messages && messages.length > 0 && (
        <ol className="flex flex-col gap-3">
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              own={message.senderId === viewerId}
              actions={message.senderId === viewerId ? null : renderMessageActions?.(message)}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
