import { format, isToday } from 'date-fns';
import type { ReactNode } from 'react';
import { getFullName } from '@/client/lib/user-name.ts';
import { cn } from '@/client/lib/utils.ts';
import type { Message } from '@/shared/contracts/chat.ts';

/** Today's messages show the time alone; older ones the day too. */
function messageTime(iso: string): string {
  const date = new Date(iso);
  return format(date, isToday(date) ? 'h:mm a' : 'MMM d, h:mm a');
}

type MessageBubbleProps = {
  message: Message;
  own: boolean;
  /** Controls under the other party's message (Report), from the screen. */
  actions?: ReactNode;
};

/** The viewer's own messages sit on the right, the other party's on the left. */
export function MessageBubble({ message, own, actions }: MessageBubbleProps) {
  return (
    <li
      data-own={own}
      className={cn(
        'flex max-w-[80%] flex-col gap-1',
        own ? 'items-end self-end' : 'items-start self-start',
      )}
    >
      <p
        className={cn(
          // Breaks anywhere, so an unbroken word or a long link never widens the thread.
          'whitespace-pre-wrap rounded-2xl px-4 py-2 text-sm [overflow-wrap:anywhere]',
          own
            ? 'rounded-br-sm bg-primary text-primary-foreground'
            : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{own ? 'You' : getFullName(message.sender) || 'They'}: </span>
        {message.content}
      </p>
      <time dateTime={message.createdAt} className="text-muted-foreground text-xs">
        {messageTime(message.createdAt)}
      </time>
      {actions}
    </li>
  );
}
