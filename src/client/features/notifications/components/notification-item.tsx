import { Link } from 'wouter';
import { formatTimeAgo } from '@/client/lib/format-date.ts';
import { cn } from '@/client/lib/utils.ts';
import type { Notification } from '@/shared/contracts/notifications.ts';
import { safeReturnTo } from '@/shared/contracts/session.ts';
import { countOf } from '@/shared/plural.ts';

type NotificationItemProps = {
  notification: Notification;
  /** Called as the link is followed, so an unread one is marked read on the way. */
  onOpen: (notification: Notification) => void;
};

/**
 * One notification, a link to what it is about. Unread ones carry a dot, a tint and bolder text,
 * and say "Unread" to screen readers. The link is checked to be a path of this site, so a stored
 * one can never lead elsewhere.
 */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { title, body, link, count, type, createdAt, readAt } = notification;
  const unread = readAt === null;
  return (
    <li>
      <Link
        href={safeReturnTo(link)}
        onClick={() => onOpen(notification)}
        className={cn(
          'flex gap-3 rounded-lg border p-4 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          unread ? 'border-primary/40 bg-primary/5' : 'bg-card',
        )}
      >
        <span
          className={cn(
            'mt-1.5 size-2.5 shrink-0 rounded-full',
            unread ? 'bg-primary' : 'bg-transparent',
          )}
          aria-hidden="true"
        />
        <span className="grid min-w-0 flex-1 gap-1 [overflow-wrap:anywhere]">
          <span className={cn('text-sm', unread ? 'font-semibold' : 'font-medium')}>
            {unread && <span className="sr-only">Unread:</span>} {title}
            {type === 'message' && count > 1 && (
              <>
                {' '}
                <span className="ml-1 inline-flex rounded-full bg-secondary px-2 font-medium text-secondary-foreground text-xs leading-5">
                  {countOf(count, 'message', 'messages')}
                </span>
              </>
            )}
          </span>
          {body && <span className="line-clamp-2 text-muted-foreground text-sm">{body}</span>}
          <time dateTime={createdAt} className="text-muted-foreground text-xs">
            {formatTimeAgo(createdAt)}
          </time>
        </span>
      </Link>
    </li>
  );
}
