import { cn } from '../../../lib/utils.ts';

/** Above this the badge reads "99+", so it never outgrows a nav link. */
const MAX_SHOWN = 99;

/**
 * The accessible name of a control that carries the badge, e.g. "Messages, 3 unread", or
 * undefined (the control's own text) when nothing is unread. Given as a label rather than hidden
 * text, because browsers put a space before visually hidden text and the name would read
 * "Messages , 3 unread".
 */
export function withUnreadCount(label: string, count: number): string | undefined {
  return count > 0 ? `${label}, ${count} unread` : undefined;
}

/** The number of unread messages, drawn for the eye; its control says it in words. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 font-semibold text-primary-foreground text-xs leading-5 tabular-nums',
        className,
      )}
    >
      {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
    </span>
  );
}
