import { MessageSquare } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import { PageHeader } from '@/client/components/page-header.tsx';
import { SignInButton } from '@/client/components/sign-in-button.tsx';
import { Skeleton } from '@/client/components/ui/skeleton.tsx';
import { useConversations } from '@/client/features/chat/api/get-conversations.ts';
import { ConversationList } from '@/client/features/chat/components/conversation-list.tsx';
import { MessageThread } from '@/client/features/chat/components/message-thread.tsx';
import { ReportButton } from '@/client/features/moderation/components/report-button.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';
import { getFullName } from '@/client/lib/user-name.ts';
import { cn } from '@/client/lib/utils.ts';
import { CHAT_PANEL_HEIGHT_PX } from '@/shared/constants.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { clientRoutes } from '@/shared/routes.ts';

/** The open thread lives in the URL, so "Message Builder" and reloads land on it. */
const SELECTED_PARAM = 'c';

function NothingSelected({ loading }: { loading: boolean }) {
  if (loading) return <Skeleton className="m-6 h-24 w-full" />;
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center text-muted-foreground">
      <MessageSquare className="size-10" aria-hidden="true" />
      <p>Select a conversation to start chatting</p>
    </div>
  );
}

function Conversations({ viewer }: { viewer: User }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: conversations, isPending } = useConversations();
  const selectedId = searchParams.get(SELECTED_PARAM);
  const selected = conversations?.find(({ id }) => id === selectedId) ?? null;

  return (
    <div
      // minmax(0) columns: an unbroken word or a long name never widens the panel past the window.
      className="grid grid-cols-[minmax(0,1fr)] grid-rows-[minmax(0,1fr)] overflow-hidden rounded-xl border bg-card md:grid-cols-[20rem_minmax(0,1fr)]"
      style={{ height: CHAT_PANEL_HEIGHT_PX }}
    >
      <div className={cn('min-h-0 md:border-r', selected && 'hidden md:block')}>
        <ConversationList
          viewerId={viewer.id}
          selectedId={selected?.id ?? null}
          onSelect={(id) => setSearchParams({ [SELECTED_PARAM]: id })}
        />
      </div>
      <div className={cn('min-h-0', !selected && 'hidden md:block')}>
        {selected ? (
          <MessageThread
            key={selected.id}
            conversation={selected}
            viewerId={viewer.id}
            onBack={() => setSearchParams({})}
            renderMessageActions={
              // Admins act in the moderation queue, not from their own conversations.
              viewer.role === 'Admin'
                ? undefined
                : (message) => (
                    <ReportButton
                      targetType="message"
                      targetId={message.id}
                      targetLabel={`message from ${getFullName(message.sender) || 'this person'}`}
                      className="justify-items-start"
                    />
                  )
            }
          />
        ) : (
          <NothingSelected loading={isPending && selectedId !== null} />
        )}
      </div>
    </div>
  );
}

/** Reachable signed out too, where it asks the visitor to sign in instead of redirecting. */
export function MessagesPage({ user }: { user: User | null }) {
  useDocumentTitle('Messages');
  if (!user) {
    return (
      <PageContainer className="flex flex-col items-center gap-4 py-16 text-center">
        <MessageSquare className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="font-bold text-2xl tracking-tight">Messages</h1>
        <p className="text-muted-foreground">Please log in to view messages.</p>
        <SignInButton returnTo={clientRoutes.messages}>Sign In</SignInButton>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeader title="Messages" subtitle="Talk with builders and testers about their software" />
      <Conversations viewer={user} />
    </PageContainer>
  );
}
