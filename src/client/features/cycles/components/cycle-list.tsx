import { Link } from 'wouter';
import { EmptyState } from '@/client/components/empty-state.tsx';
import { CYCLE_KIND_LABELS } from '@/client/features/cycles/utils/cycle-labels.ts';
import type { Cycle } from '@/shared/contracts/cycles.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { cycleDatesText } from './cycle-dates-text.tsx';
import { CycleStatusBadge } from './cycle-status-badge.tsx';

/** A listing's cycles, newest first, each a link to its page. */
export function CycleList({ cycles }: { cycles: Cycle[] }) {
  if (cycles.length === 0) {
    return (
      <EmptyState>No test cycles yet. Start one below when your testers are ready.</EmptyState>
    );
  }
  return (
    <ul className="grid gap-3">
      {cycles.map((cycle) => (
        <li
          key={cycle.id}
          className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="grid min-w-0 gap-1">
            <h3 className="font-semibold">
              <Link
                href={clientRoutes.cycle(cycle.id)}
                className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {CYCLE_KIND_LABELS[cycle.kind]}, {cycleDatesText(cycle)}
              </Link>
            </h3>
            <p className="text-muted-foreground text-sm">
              {cycle.testersRequired} testers for {cycle.lengthDays} days, in {cycle.timeZone}
            </p>
          </div>
          <div className="shrink-0">
            <CycleStatusBadge cycle={cycle} />
          </div>
        </li>
      ))}
    </ul>
  );
}
