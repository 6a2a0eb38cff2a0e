import { CircleExclamationPoint } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/utils.ts';

/** An error announced to screen readers as soon as it appears. */
export function ErrorAlert({ className, children, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-destructive text-sm',
        className,
      )}
      {...props}
    >
      <CircleExclamationPoint className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 [overflow-wrap:anywhere]">{children}</div>
    </div>
  );
}
