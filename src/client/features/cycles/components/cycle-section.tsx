import type { ReactNode } from 'react';
import { cn } from '@/client/lib/utils.ts';

/** A titled card of the cycle page; its heading names the region for screen readers. */
export function CycleSection({
  id,
  title,
  actions,
  children,
  className,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('grid min-w-0 gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6', className)}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id={id} className="font-semibold text-xl">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
