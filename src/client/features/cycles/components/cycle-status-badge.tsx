import { Badge } from '@/client/components/ui/badge.tsx';
import type { Cycle } from '@/shared/contracts/cycles.ts';

/** Where a cycle stands, in words: "Day 3 of 14", "Scheduled", "Ended". */
export function cycleStatusText(
  cycle: Pick<Cycle, 'status' | 'day' | 'lengthDays' | 'extensionDays'>,
) {
  if (cycle.status === 'Running' && cycle.day !== null) {
    return `Day ${cycle.day} of ${cycle.lengthDays + cycle.extensionDays}`;
  }
  return cycle.status;
}

export function CycleStatusBadge({ cycle }: { cycle: Cycle }) {
  return (
    <Badge variant={cycle.status === 'Running' ? 'default' : 'secondary'}>
      {cycleStatusText(cycle)}
    </Badge>
  );
}
