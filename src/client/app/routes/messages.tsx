import type { User } from '@shared/contracts/auth.ts';
import { clientRoutes } from '@shared/routes.ts';
import { MessageSquare } from 'lucide-react';
import { SignInButton } from '../../components/sign-in-button.tsx';
import { PageContainer } from '../layout/page-container.tsx';
import { PlaceholderPage } from '../layout/placeholder-page.tsx';

/** Reachable signed out too, where it asks the visitor to sign in instead of redirecting. */
export function MessagesPage({ user }: { user: User | null }) {
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
    <PlaceholderPage
      title="Messages"
      subtitle="Talk with builders and testers about their software"
      note="Conversations arrive with the chat feature."
    />
  );
}
