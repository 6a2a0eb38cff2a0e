import { badgeCount } from '@/client/lib/badge-count.ts';
import { cn } from '@/client/lib/utils.ts';
import { plural } from '@/shared/plural.ts';

/**
 * The number of unread messages, e.g. "3", followed by " unread messages" for screen readers only,
 * so a control carrying it is named "Messages 3 unread messages": its name holds the text it shows
 * (WCAG 2.5.3, label in name). The spaces keep the words of that name apart.
 */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <>
      {' '}
      <span
        className={cn(
          'inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 font-semibold text-primary-foreground text-xs leading-5 tabular-nums',
          className,
        )}
      >
        {badgeCount(count)}
      </span>{' '}
      <span className="sr-only">{plural(count, 'unread message', 'unread messages')}</span>
    </>
  );
}
