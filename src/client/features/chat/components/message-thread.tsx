import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { PersonAvatar } from '@/client/components/person-avatar.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { otherParty } from '@/client/features/chat/utils/conversation-parties.ts';
import { getFullName } from '@/client/lib/user-name.ts';
import {
  type Conversation,
  type Message,
  RECIPIENT_DELETED_MESSAGE,
} from '@/shared/contracts/chat.ts';
import { MessageComposer } from './message-composer.tsx';
import { MessageLog } from './message-log.tsx';

type MessageThreadProps = {
  conversation: Conversation;
  viewerId: string;
  /** Back to the list: small screens show the list or the thread, never both. */
  onBack: () => void;
  /** Controls under each of the other party's messages (Report), from the screen. */
  renderMessageActions?: (message: Message) => ReactNode;
};

export function MessageThread({
  conversation,
  viewerId,
  onBack,
  renderMessageActions,
}: MessageThreadProps) {
  const headingId = useId();
  const other = otherParty(conversation, viewerId);
  const name = getFullName(other) || 'Unnamed user';

  return (
    <section aria-labelledby={headingId} className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-3 border-b px-4 py-3">
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label="Back to conversations"
          onClick={onBack}
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
        <PersonAvatar person={other} className="size-10" />
        <div className="min-w-0">
          <h2 id={headingId} className="truncate font-semibold">
            {name}
          </h2>
          <p className="truncate text-muted-foreground text-sm">
            About: {conversation.software.name}
          </p>
        </div>
      </header>
      <MessageLog
        conversationId={conversation.id}
        viewerId={viewerId}
        label={`Messages with ${name}`}
        renderMessageActions={renderMessageActions}
      />
      {other.deleted ? (
        // The server refuses a reply too; saying so here spares writing one for nothing.
        <p className="border-t p-3 text-muted-foreground text-sm">{RECIPIENT_DELETED_MESSAGE}</p>
      ) : (
        <MessageComposer
          key={conversation.id}
          conversationId={conversation.id}
          viewerId={viewerId}
        />
      )}
    </section>
  );
}
