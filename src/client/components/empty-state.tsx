import type { ReactNode } from 'react';
import { cn } from '@/client/lib/utils.ts';

/** What a list says when it has nothing to show, with an optional way forward. */
export function EmptyState({
  children,
  action,
  className,
}: {
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-4 rounded-xl border border-dashed p-10 text-center text-muted-foreground',
        className,
      )}
    >
      <p>{children}</p>
      {action}
    </div>
  );
}
