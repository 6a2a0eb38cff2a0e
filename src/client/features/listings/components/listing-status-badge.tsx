import { Badge } from '@/client/components/ui/badge.tsx';
import { cn } from '@/client/lib/utils.ts';
import type { ListingStatus } from '@/shared/constants.ts';

const STATUS_COLOURS: Record<ListingStatus, string> = {
  Open: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  Closed: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', STATUS_COLOURS[status])}>
      {status}
    </Badge>
  );
}
