import {
  Compass,
  FlaskConical,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  Plus,
  ShieldCheck,
} from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { UnreadBadge } from '@/client/features/chat/components/unread-badge.tsx';
import { cn } from '@/client/lib/utils.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { isCurrentNavLink, type NavLinkItem } from './nav-links.ts';

const ICONS: Record<string, LucideIcon> = {
  [clientRoutes.home]: Compass,
  [clientRoutes.messages]: MessageSquare,
  [clientRoutes.myDemos]: FlaskConical,
  [clientRoutes.builderDashboard]: LayoutDashboard,
  [clientRoutes.admin]: ShieldCheck,
  [clientRoutes.postListing]: Plus,
};

/**
 * A phone's header has no room for the role's links; hidden in the account menu, people never
 * found Browse or Messages. So on small screens they sit in a bar along the bottom, always in
 * view, the unread count on Messages. The app shell leaves room for it under the page.
 */
export function PhoneNav({ links }: { links: NavLinkItem[] }) {
  const [location] = useLocation();
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="mx-auto flex h-16 max-w-lg items-stretch">
        {links.map(({ href, label, unread = 0 }) => {
          const Icon = ICONS[href] ?? Compass;
          const active = isCurrentNavLink(location, href);
          return (
            <li key={href} className="flex min-w-0 flex-1">
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'relative flex min-w-0 flex-1 flex-col items-center justify-center gap-0.5 px-1 font-medium text-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                  active ? 'text-primary' : 'text-muted-foreground',
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
                <span className="max-w-full truncate">{label}</span>
                <UnreadBadge
                  count={unread}
                  className="absolute top-1 left-1/2 ml-2 ring-2 ring-background"
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
