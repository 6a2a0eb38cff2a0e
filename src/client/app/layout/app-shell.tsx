import { type ReactNode, Suspense } from 'react';
import { lazyScreen } from '@/client/app/lazy-screen.ts';
import { LiveSocketProvider } from '@/client/app/live/live-socket-provider.tsx';
import { useBrowserMessageNotifications } from '@/client/features/notifications/hooks/use-browser-message-notifications.ts';
import { useLiveNotifications } from '@/client/features/notifications/hooks/use-live-notifications.ts';
import { useLiveSocket } from '@/client/lib/live-socket.ts';
import { cn } from '@/client/lib/utils.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { NavBar } from './nav-bar.tsx';
import { useHeadingFocusOnNavigation } from './use-heading-focus.ts';

const MAIN_ID = 'main';
// Only signed-in pages can show it: its code stays off the landing page.
const VerificationBanner = lazyScreen(
  () => import('@/client/features/accounts/components/verification-banner.tsx'),
  'VerificationBanner',
);

/** What the session's socket tells a signed-in person on every screen, beyond the chat itself. */
function SocketListeners({ userId }: { userId: string }) {
  const socket = useLiveSocket();
  useLiveNotifications(socket);
  useBrowserMessageNotifications(socket, userId);
  return null;
}

/** The socket lives as long as the session, so the nav's unread count is live everywhere. */
export function AppShell({ user, children }: { user: User | null; children: ReactNode }) {
  useHeadingFocusOnNavigation(MAIN_ID);
  return (
    <LiveSocketProvider userId={user?.id ?? null}>
      {user && <SocketListeners userId={user.id} />}
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <NavBar user={user} />
        {user && !user.emailVerified && (
          <Suspense fallback={null}>
            <VerificationBanner user={user} />
          </Suspense>
        )}
        {/* Signed in, a phone's bottom bar (PhoneNav) would cover the end of the page. */}
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className={cn('flex-1 focus:outline-none', user && 'pb-16 md:pb-0')}
        >
          {children}
        </main>
      </div>
    </LiveSocketProvider>
  );
}
