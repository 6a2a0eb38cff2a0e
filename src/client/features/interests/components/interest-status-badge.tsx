import type { InterestStatus } from '@shared/constants.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/utils.ts';

const STATUS_COLOURS: Record<InterestStatus, string> = {
  Interested: 'bg-sky-100 text-sky-900',
  Accepted: 'bg-emerald-100 text-emerald-800',
  Declined: 'bg-rose-100 text-rose-800',
};

/** Where a tester stands with a beta: the builder sets it, and the tester sees it. */
export function InterestStatusBadge({ status }: { status: InterestStatus }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', STATUS_COLOURS[status])}>
      {status}
    </Badge>
  );
}
