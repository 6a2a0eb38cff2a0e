import type { Conversation } from '@shared/contracts/chat.ts';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { getFullName } from '../../../lib/user-name.ts';
import { cn } from '../../../lib/utils.ts';
import { lastActivityAgo, otherParty, viewerPart } from '../utils/conversation-parties.ts';
import { UnreadBadge } from './unread-badge.tsx';

type ConversationListItemProps = {
  conversation: Conversation;
  viewerId: string;
  selected: boolean;
  onSelect: (conversationId: string) => void;
};

/** One row of the list: who, how long ago, about what, and the viewer's own part in it. */
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
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="flex items-center justify-between gap-2">
            <span className="truncate font-medium">{getFullName(other) || 'Unnamed user'}</span>
            <UnreadBadge count={conversation.unreadCount} />
            {conversation.unreadCount > 0 && (
              <span className="sr-only">{conversation.unreadCount} unread</span>
            )}
          </span>
          <span className="truncate text-muted-foreground text-sm">
            About: {conversation.software.name}
          </span>
          <span className="flex items-center justify-between gap-2">
            <Badge variant="outline" title="Your role in this conversation">
              <span className="sr-only">Your role: </span>
              {viewerPart(conversation, viewerId)}
            </Badge>
            <span className="truncate text-muted-foreground text-xs">
              {lastActivityAgo(conversation)}
            </span>
          </span>
        </span>
      </button>
    </li>
  );
}
