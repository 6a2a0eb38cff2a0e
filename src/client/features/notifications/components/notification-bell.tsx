import { Bell } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { badgeCount } from '@/client/lib/badge-count.ts';
import { cn } from '@/client/lib/utils.ts';
import { clientRoutes } from '@/shared/routes.ts';

/**
 * The header's way to the notification center. Its name is "Notifications", then ", 3 unread"
 * when some are: the visible number is part of the name (WCAG 2.5.3, label in name).
 */
export function NotificationBell({ unread }: { unread: number }) {
  const [location] = useLocation();
  const active = location === clientRoutes.notifications;
  return (
    <Link
      href={clientRoutes.notifications}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'relative inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        active && 'bg-secondary text-secondary-foreground',
      )}
    >
      <Bell className="size-5" aria-hidden="true" />
      {/* Text nodes between the spans keep the name's words apart: some readers trim each span. */}
      <span className="sr-only">{unread > 0 ? 'Notifications,' : 'Notifications'}</span>
      {unread > 0 && (
        <>
          {' '}
          <span className="absolute -top-1 -right-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 font-semibold text-[11px] text-primary-foreground tabular-nums ring-2 ring-background">
            {badgeCount(unread)}
          </span>{' '}
          <span className="sr-only">unread</span>
        </>
      )}
    </Link>
  );
}
