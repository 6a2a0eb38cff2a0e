import { Skeleton } from '@/client/components/ui/skeleton.tsx';
import { useConversations } from '@/client/features/chat/api/get-conversations.ts';
import { humanErrorMessage } from '@/client/lib/errors.ts';
import { ConversationListItem } from './conversation-list-item.tsx';

const NO_CONVERSATIONS =
  'No conversations yet. Start testing software to begin chatting with builders!';

const SKELETON_ROWS = 4;

function ConversationListSkeleton() {
  return (
    <div className="grid gap-1 p-2">
      <p className="sr-only" role="status">
        Loading conversations
      </p>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
        <div key={index} className="flex items-start gap-3 p-2">
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-5 w-16 rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

type ConversationListProps = {
  viewerId: string;
  selectedId: string | null;
  onSelect: (conversationId: string) => void;
};

export function ConversationList({ viewerId, selectedId, onSelect }: ConversationListProps) {
  const { data: conversations, isPending, error } = useConversations();

  if (isPending) return <ConversationListSkeleton />;
  if (error) {
    return (
      <p role="alert" className="p-6 text-center text-destructive text-sm">
        {humanErrorMessage(error)}
      </p>
    );
  }
  if (conversations.length === 0) {
    return <p className="p-6 text-center text-muted-foreground text-sm">{NO_CONVERSATIONS}</p>;
  }
  return (
    <div className="h-full overflow-y-auto">
      <ul aria-label="Conversations" className="divide-y">
        {conversations.map((conversation) => (
          <ConversationListItem
            key={conversation.id}
            conversation={conversation}
            viewerId={viewerId}
            selected={conversation.id === selectedId}
            onSelect={onSelect}
          />
        ))}
      </ul>
    </div>
  );
}
