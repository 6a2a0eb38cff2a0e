import type { SoftwareStatus } from '@shared/constants.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/utils.ts';

const STATUS_COLOURS: Record<SoftwareStatus, string> = {
  Open: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  Closed: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

export function SoftwareStatusBadge({ status }: { status: SoftwareStatus }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', STATUS_COLOURS[status])}>
      {status}
    </Badge>
  );
}
