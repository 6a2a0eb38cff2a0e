import { daysAfter, formatCycleDate } from '@/client/features/cycles/utils/cycle-dates.ts';
import { outlookText } from '@/client/features/cycles/utils/outlook-text.ts';
import { cn } from '@/client/lib/utils.ts';
import type { CycleBoard } from '@/shared/contracts/cycle-board.ts';
import type { Cycle } from '@/shared/contracts/cycles.ts';
import { countOf, formatCount } from '@/shared/plural.ts';

/** "5 days left", "Last day today", "Starts on Mar 3, 2027", "Ended on Mar 14, 2027". */
function timeLeftText(cycle: Cycle): string {
  if (cycle.status === 'Scheduled') return `Starts on ${formatCycleDate(cycle.startDate)}`;
  if (cycle.status === 'Ended') return `Ended on ${formatCycleDate(cycle.lastDate)}`;
  const left = daysAfter(cycle.today, cycle.lastDate);
  return left === 0 ? 'Last day today' : `${countOf(left, 'day', 'days')} left`;
}

function placesText({ wanted, held, waiting }: CycleBoard['places']): string {
  const line = waiting === 0 ? 'nobody on the waitlist' : `${formatCount(waiting)} on the waitlist`;
  return `${formatCount(held)} of ${countOf(wanted, 'place', 'places')} held, ${line}`;
}

const OUTLOOK_TONE: Record<CycleBoard['progress']['outlook']['kind'], string> = {
  met: 'text-emerald-700 dark:text-emerald-300',
  'on-course': 'text-foreground',
  short: 'text-amber-800 dark:text-amber-300',
  'not-met': 'text-destructive',
};

/**
 * The number the builder watches, and what it means: the store's requirement as a count of the
 * same testers opted in every one of the last N days. Read out again when it changes.
 */
export function CycleHeadline({ cycle, board }: { cycle: Cycle; board: CycleBoard }) {
  const { progress, places } = board;
  return (
    <div className="grid gap-3" aria-live="polite">
      <p className="text-lg">
        <strong className="font-bold text-3xl tracking-tight">
          {formatCount(progress.testersContinuous)} of {formatCount(progress.testersRequired)}
        </strong>{' '}
        testers opted in continuously for the last {countOf(progress.daysRequired, 'day', 'days')}
      </p>
      <p className={cn('font-semibold text-lg', OUTLOOK_TONE[progress.outlook.kind])}>
        {outlookText(progress.outlook)}
      </p>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-muted-foreground text-sm">
        <li>{timeLeftText(cycle)}</li>
        <li>{placesText(places)}</li>
        <li>{countOf(progress.optedIn, 'tester', 'testers')} opted in today</li>
      </ul>
    </div>
  );
}
