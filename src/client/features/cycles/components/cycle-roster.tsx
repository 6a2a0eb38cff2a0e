import { DownloadButton } from '@/client/components/download-button.tsx';
import { EmptyState } from '@/client/components/empty-state.tsx';
import { formatCycleDate } from '@/client/features/cycles/utils/cycle-dates.ts';
import { testerName } from '@/client/features/cycles/utils/cycle-labels.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import type { RosterEntry } from '@/shared/contracts/cycles.ts';
import { formatCount, plural } from '@/shared/plural.ts';

function confirmationText(notConfirmed: number, total: number): string {
  if (total === 0) return 'Nobody holds a place yet.';
  if (notConfirmed === 0) return 'Everyone has confirmed their opt-in.';
  return `${formatCount(notConfirmed)} ${plural(notConfirmed, 'has', 'have')} not confirmed`;
}

/**
 * Who confirmed the store's opt-in and with which store account: the list the builder pastes into
 * the store's console, downloadable as it takes it.
 */
export function CycleRoster({
  cycleId,
  roster,
  notConfirmed,
}: {
  cycleId: string;
  roster: RosterEntry[];
  notConfirmed: number;
}) {
  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="font-medium">{confirmationText(notConfirmed, roster.length)}</p>
        <DownloadButton url={cyclePaths.roster(cycleId)} size="sm">
          Download the roster (CSV)
        </DownloadButton>
      </div>
      {roster.length === 0 ? (
        <EmptyState>
          Testers you accept appear here, with the store account they opted in with.
        </EmptyState>
      ) : (
        <ul className="divide-y rounded-lg border">
          {roster.map((entry) => (
            <li
              key={entry.testerId}
              className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
            >
              <span className="min-w-0 font-medium">{testerName(entry)}</span>
              {entry.optIn ? (
                <span className="min-w-0 text-muted-foreground text-sm">
                  {entry.optIn.storeEmail}, since {formatCycleDate(entry.optIn.optedInOn)}
                </span>
              ) : (
                <span className="text-amber-800 text-sm dark:text-amber-300">
                  Has not confirmed yet
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
