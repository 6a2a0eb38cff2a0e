import type { ReactNode } from 'react';
import { cn } from '@/client/lib/utils.ts';

/** The centred, padded column every screen body sits in. */
export function PageContainer({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8', className)}>
      {children}
    </div>
  );
}
