import { TriangleAlert } from 'lucide-react';
import { EmptyState } from '@/client/components/empty-state.tsx';
import { formatDayMonth, formatShortDate } from '@/client/features/cycles/utils/cycle-dates.ts';
import { DAY_STATE_LABELS, testerName } from '@/client/features/cycles/utils/cycle-labels.ts';
import { cn } from '@/client/lib/utils.ts';
import type { BoardTester, CycleBoard } from '@/shared/contracts/cycle-board.ts';
import { DaySquare } from './day-square.tsx';

function TesterCell({ tester, compact }: { tester: BoardTester; compact: boolean }) {
  return (
    <th
      scope="row"
      className="sticky left-0 z-10 border-b bg-card p-2 text-left align-top font-normal"
    >
      {/* A cell's own width is only a hint to a table: the box inside holds the name to it. */}
      <div
        className={cn(
          'grid gap-1 [overflow-wrap:anywhere]',
          compact ? 'w-28 sm:w-44' : 'w-28 sm:w-52',
        )}
      >
        <span className="font-medium">{testerName(tester)}</span>
        {tester.atRisk && (
          <span className="inline-flex w-fit items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900 text-xs dark:bg-amber-950 dark:text-amber-200">
            <TriangleAlert className="size-3" aria-hidden="true" />
            Missed yesterday
          </span>
        )}
        {!tester.holdsPlace && (
          <span className="text-muted-foreground text-xs">No longer holds a place</span>
        )}
      </div>
    </th>
  );
}

/**
 * Testers × days. The grid scrolls sideways inside its own box, names pinned at the left, so a
 * phone scrolls the days and never the page.
 */
export function CycleGrid({
  board,
  label,
  compact = false,
}: {
  board: CycleBoard;
  /** Names the scrolling region for screen readers. */
  label: string;
  compact?: boolean;
}) {
  if (board.testers.length === 0) {
    return (
      <EmptyState>
        Nobody holds a place in this cycle yet. Testers appear here once you accept them.
      </EmptyState>
    );
  }
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be keyboard-reachable
      tabIndex={0}
      className="relative max-w-full overflow-x-auto rounded-lg border bg-card focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring print:overflow-visible"
    >
      <table className="border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 border-b bg-card p-2 text-left font-medium"
            >
              Tester
            </th>
            {board.dates.map((date, index) => (
              <th
                key={date}
                scope="col"
                aria-current={date === board.today ? 'date' : undefined}
                className={cn(
                  'whitespace-nowrap border-b px-1 py-2 text-center font-medium text-xs',
                  date === board.today && 'bg-secondary text-secondary-foreground',
                )}
              >
                <span className="sr-only">
                  Day {index + 1}, {formatDayMonth(date)}
                </span>
                <span aria-hidden="true">
                  {index + 1}
                  <span className="block font-normal text-muted-foreground">
                    {formatShortDate(date)}
                  </span>
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {board.testers.map((tester) => (
            <tr key={tester.testerId}>
              <TesterCell tester={tester} compact={compact} />
              {tester.days.map((state, index) => (
                <td
                  key={board.dates[index] ?? index}
                  className={cn(
                    'border-b px-1 py-2 text-center',
                    board.dates[index] === board.today && 'bg-secondary/60',
                  )}
                >
                  <DaySquare
                    state={state}
                    size={compact ? 'sm' : 'md'}
                    label={`${testerName(tester)}, day ${index + 1}: ${DAY_STATE_LABELS[state]}`}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
