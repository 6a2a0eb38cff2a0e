import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CYCLE_KIND_LABELS } from '@/client/features/cycles/utils/cycle-labels.ts';
import type { Cycle, RosterEntry } from '@/shared/contracts/cycles.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { BuildChangelog } from './build-changelog.tsx';
import { BuildUpdateForm } from './build-update-form.tsx';
import { CycleBoardPanels } from './cycle-board-panels.tsx';
import { CycleControls } from './cycle-controls.tsx';
import { cycleDatesText } from './cycle-dates-text.tsx';
import { CycleRoster } from './cycle-roster.tsx';
import { CycleSection } from './cycle-section.tsx';
import { CycleStatusBadge } from './cycle-status-badge.tsx';
import { EvidenceLinks } from './evidence-links.tsx';

/** The clock the builder watches: the count, the grid, the roster, builds and the evidence. */
export function BuilderCycle({
  cycle,
  roster,
  listingName,
  actions,
}: {
  cycle: Cycle;
  roster: RosterEntry[];
  listingName: string;
  /** What other features offer under the heading, composed by the screen (Invite testers). */
  actions?: ReactNode;
}) {
  const running = cycle.status !== 'Ended';
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-3">
        <Link
          href={clientRoutes.listingCycles(cycle.softwareId)}
          className="inline-flex w-fit items-start gap-1 rounded-sm text-muted-foreground text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Test cycles of {listingName}
        </Link>
        <h1 className="font-bold text-2xl tracking-tight">Test cycle of {listingName}</h1>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
          <CycleStatusBadge cycle={cycle} />
          <span>{CYCLE_KIND_LABELS[cycle.kind]}</span>
          <span>{cycleDatesText(cycle)}</span>
          <span>Days run in {cycle.timeZone}</span>
        </div>
        {actions}
      </div>
      <CycleBoardPanels cycle={cycle} />
      <CycleSection id="cycle-roster-heading" title="Roster">
        <CycleRoster cycleId={cycle.id} roster={roster} notConfirmed={cycle.notConfirmed ?? 0} />
      </CycleSection>
      <CycleSection id="cycle-builds-heading" title="Build updates">
        {running && (
          <div className="grid gap-3">
            <h3 className="font-semibold">Post a build update</h3>
            <BuildUpdateForm cycleId={cycle.id} listingId={cycle.softwareId} />
          </div>
        )}
        <div className="grid gap-3">
          <h3 className="font-semibold">Changelog</h3>
          <BuildChangelog cycleId={cycle.id} />
        </div>
      </CycleSection>
      <CycleSection id="cycle-evidence-heading" title="Evidence pack">
        <p className="text-muted-foreground text-sm">
          A record of the cycle to answer the store's questions with, ready to print or download.
        </p>
        <EvidenceLinks cycleId={cycle.id} />
      </CycleSection>
      {running && (
        <CycleSection id="cycle-manage-heading" title="Extend or end">
          <CycleControls cycle={cycle} />
        </CycleSection>
      )}
    </div>
  );
}
