import { Badge } from '@/client/components/ui/badge.tsx';
import { cn } from '@/client/lib/utils.ts';
import type { InterestStatus } from '@/shared/constants.ts';

const STATUS_COLOURS: Record<InterestStatus, string> = {
  Interested: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  Accepted: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  Declined: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200',
  Waitlisted: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  Released: 'bg-zinc-200 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200',
};

/** Where a tester stands with a beta: the builder sets it, and the tester sees it. */
export function InterestStatusBadge({ status }: { status: InterestStatus }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', STATUS_COLOURS[status])}>
      {status}
    </Badge>
  );
}
