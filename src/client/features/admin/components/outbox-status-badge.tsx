import { Badge } from '@/client/components/ui/badge.tsx';
import { cn } from '@/client/lib/utils.ts';
import type { OutboxItem } from '@/shared/contracts/admin.ts';

type OutboxStatus = OutboxItem['status'];

const STATUS_STYLES: Record<OutboxStatus, { label: string; className: string }> = {
  pending: {
    label: 'Pending',
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  },
  held: {
    label: 'Held',
    className: 'bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  },
  sending: {
    label: 'Sending',
    className: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  },
  sent: {
    label: 'Sent',
    className: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  },
  failed: {
    label: 'Failed',
    className: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200',
  },
};

export const HELD_HINT = 'No SMTP_URL set: mail is kept, not sent';

/** Where a mail stands with the delivery worker. */
export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  const { label, className } = STATUS_STYLES[status];
  return (
    <Badge
      variant="outline"
      className={cn('border-transparent', className)}
      title={status === 'held' ? HELD_HINT : undefined}
    >
      {label}
    </Badge>
  );
}
