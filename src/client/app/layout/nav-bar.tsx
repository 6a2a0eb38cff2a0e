import { Anchor, Plus } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { lazyScreen } from '@/client/app/lazy-screen.ts';
import { SignInButton } from '@/client/components/sign-in-button.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { useUnreadMessageCount } from '@/client/features/chat/api/get-conversations.ts';
import { UnreadBadge } from '@/client/features/chat/components/unread-badge.tsx';
import { useUnreadNotificationCount } from '@/client/features/notifications/api/get-unread-notification-count.ts';
import { NotificationBell } from '@/client/features/notifications/components/notification-bell.tsx';
import { cn } from '@/client/lib/utils.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { isCurrentNavLink, type NavLinkItem, navLinksFor, POST_LISTING_LINK } from './nav-links.ts';
import { PhoneNav } from './phone-nav.tsx';

// Only signed-in pages show the account menu: its dropdown code stays off the landing page.
const AvatarMenu = lazyScreen(() => import('./avatar-menu.tsx'), 'AvatarMenu');

function BrandLink() {
  return (
    <Link
      href={clientRoutes.home}
      className="flex items-center gap-2 rounded-md font-bold text-lg tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="rounded-md bg-primary p-1.5 text-primary-foreground">
        <Anchor className="size-4" aria-hidden="true" />
      </span>
      Beta Harbor
    </Link>
  );
}

function NavLink({ href, label, unread = 0 }: NavLinkItem) {
  const [location] = useLocation();
  const active = isCurrentNavLink(location, href);
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'rounded-md px-3 py-2 font-medium text-sm transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        active ? 'bg-secondary text-secondary-foreground' : 'text-muted-foreground',
      )}
    >
      {label}
      <UnreadBadge count={unread} className="ml-1.5" />
    </Link>
  );
}

/**
 * Signed in: the role's links and the account menu. Signed out: only "Join Free", except on the
 * sign-in screen itself, where it would lead back to the same page.
 */
export function NavBar({ user }: { user: User | null }) {
  const [location] = useLocation();
  const unread = useUnreadMessageCount(user !== null);
  const unreadNotifications = useUnreadNotificationCount(user !== null);
  const links = user
    ? navLinksFor(user.role).map((link) =>
        link.href === clientRoutes.messages ? { ...link, unread } : link,
      )
    : [];
  const isBuilder = user?.role === 'Builder';
  const phoneLinks = isBuilder ? [...links, POST_LISTING_LINK] : links;

  return (
    <>
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6 lg:px-8">
          <BrandLink />
          {user && (
            <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
              {links.map((link) => (
                <NavLink key={link.href} {...link} />
              ))}
            </nav>
          )}
          <div className="ml-auto flex items-center gap-3">
            {!user && location !== clientRoutes.login && (
              <SignInButton signUp>Join Free</SignInButton>
            )}
            {/* The dashboard has a Post Software button of its own: one is enough on that page. */}
            {isBuilder && location !== clientRoutes.builderDashboard && (
              <Button asChild className="hidden md:inline-flex">
                <Link href={POST_LISTING_LINK.href}>
                  <Plus aria-hidden="true" />
                  {POST_LISTING_LINK.label}
                </Link>
              </Button>
            )}
            {user && <NotificationBell unread={unreadNotifications} />}
            {user && (
              <Suspense
                fallback={<span className="size-9 rounded-full bg-muted" aria-hidden="true" />}
              >
                <AvatarMenu user={user} links={phoneLinks} />
              </Suspense>
            )}
          </div>
        </div>
      </header>
      {user && <PhoneNav links={phoneLinks} />}
    </>
  );
}
