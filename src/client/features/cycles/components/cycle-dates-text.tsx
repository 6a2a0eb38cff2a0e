import { formatCycleDate } from '@/client/features/cycles/utils/cycle-dates.ts';
import type { Cycle } from '@/shared/contracts/cycles.ts';

/** "Mar 3, 2027 to Mar 16, 2027", and when it was ended early. */
export function cycleDatesText(cycle: Pick<Cycle, 'startDate' | 'lastDate' | 'endedEarlyOn'>) {
  const span = `${formatCycleDate(cycle.startDate)} to ${formatCycleDate(cycle.lastDate)}`;
  return cycle.endedEarlyOn ? `${span} (ended early)` : span;
}
