import type { SoftwareStatus } from '@shared/constants.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/utils.ts';

const STATUS_COLOURS: Record<SoftwareStatus, string> = {
  Open: 'bg-emerald-100 text-emerald-800',
  Closed: 'bg-slate-200 text-slate-800',
};

export function SoftwareStatusBadge({ status }: { status: SoftwareStatus }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', STATUS_COLOURS[status])}>
      {status}
    </Badge>
  );
}
