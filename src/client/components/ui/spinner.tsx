import { LoaderCircle } from 'lucide-react';
import { cn } from '@/client/lib/utils.ts';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <div role="status" aria-label={label} className={cn('text-primary', className)}>
      <LoaderCircle className="size-8 animate-spin motion-reduce:animate-none" aria-hidden="true" />
    </div>
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner />
    </div>
  );
}
