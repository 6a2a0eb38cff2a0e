import { PersonAvatar } from '@/client/components/person-avatar.tsx';
import { Badge } from '@/client/components/ui/badge.tsx';
import {
  lastActivityAgo,
  otherPart,
  otherParty,
} from '@/client/features/chat/utils/conversation-parties.ts';
import { getFullName } from '@/client/lib/user-name.ts';
import { cn } from '@/client/lib/utils.ts';
import type { Conversation } from '@/shared/contracts/chat.ts';
import { UnreadBadge } from './unread-badge.tsx';

type ConversationListItemProps = {
  conversation: Conversation;
  viewerId: string;
  selected: boolean;
  onSelect: (conversationId: string) => void;
};

/**
 * One row of the list: who the viewer talks to and their part, how long ago, about what. A long
 * name is cut short with an ellipsis; the avatar, the unread count and the time always show.
 */
export function ConversationListItem({
  conversation,
  viewerId,
  selected,
  onSelect,
}: ConversationListItemProps) {
  const other = otherParty(conversation, viewerId);
  return (
    <li>
      <button
        type="button"
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(conversation.id)}
        className={cn(
          'flex w-full items-start gap-3 border-l-4 border-transparent px-4 py-3 text-left transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
          selected && 'border-l-primary bg-muted',
        )}
      >
        <PersonAvatar person={other} className="size-10" />
        {/* A minmax(0) column: an auto one would grow to the whole unwrapped name. */}
        <span className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-1">
          <span className="flex items-center gap-2">
            <span className="min-w-0 flex-1 truncate font-medium">
              {getFullName(other) || 'Unnamed user'}
            </span>
            <UnreadBadge count={conversation.unreadCount} />
          </span>
          <span className="truncate text-muted-foreground text-sm">
            About: {conversation.software.name}
          </span>
          <span className="flex items-center justify-between gap-2">
            <Badge variant="outline" className="shrink-0">
              {otherPart(conversation, viewerId)}
            </Badge>
            <span className="shrink-0 whitespace-nowrap text-muted-foreground text-xs">
              {lastActivityAgo(conversation)}
            </span>
          </span>
        </span>
      </button>
    </li>
  );
}
