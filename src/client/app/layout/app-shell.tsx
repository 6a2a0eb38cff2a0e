import type { User } from '@shared/contracts/auth.ts';
import type { ReactNode } from 'react';
import { ChatSocketProvider } from '../../features/chat/hooks/use-chat-socket.tsx';
import { NavBar } from './nav-bar.tsx';
import { useHeadingFocusOnNavigation } from './use-heading-focus.ts';

const MAIN_ID = 'main';

/** The chat socket lives as long as the session, so the nav's unread count is live everywhere. */
export function AppShell({ user, children }: { user: User | null; children: ReactNode }) {
  useHeadingFocusOnNavigation(MAIN_ID);
  return (
    <ChatSocketProvider userId={user?.id ?? null}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <NavBar user={user} />
        <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
      </div>
    </ChatSocketProvider>
  );
}
