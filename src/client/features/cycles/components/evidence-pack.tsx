import { ArrowLeft, Printer, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { DownloadButton } from '@/client/components/download-button.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { formatCycleDate } from '@/client/features/cycles/utils/cycle-dates.ts';
import { CYCLE_KIND_LABELS } from '@/client/features/cycles/utils/cycle-labels.ts';
import { outlookText } from '@/client/features/cycles/utils/outlook-text.ts';
import { formatDate } from '@/client/lib/format-date.ts';
import type { CycleEvidence } from '@/shared/contracts/cycle-evidence.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import { countOf } from '@/shared/plural.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { BuildList } from './build-changelog.tsx';
import { CycleGrid } from './cycle-grid.tsx';
import { EvidenceAgreements } from './evidence-agreements.tsx';
import { EvidenceAnswers } from './evidence-answers.tsx';
import { EvidenceCheckIns } from './evidence-check-ins.tsx';
import { EvidencePrintStyle } from './evidence-print-style.tsx';
import { EvidenceReports } from './evidence-reports.tsx';
import { GridLegend } from './grid-legend.tsx';

function PackSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-3">
      <h2 id={id} className="border-b pb-1 font-semibold text-xl print:break-after-avoid">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The cycle's record, laid out to print: what happened, day by day, and answers to edit. */
export function EvidencePack({ evidence }: { evidence: CycleEvidence }) {
  const { cycle, board } = evidence;
  const { progress } = board;
  return (
    <article className="flex min-w-0 flex-col gap-8">
      <EvidencePrintStyle />
      <div className="flex flex-col gap-3 print:hidden">
        <Link
          href={clientRoutes.cycle(cycle.id)}
          className="inline-flex w-fit items-start gap-1 rounded-sm text-muted-foreground text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Back to the cycle
        </Link>
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
          <DownloadButton url={cyclePaths.evidence(cycle.id)} size="sm">
            Download JSON
          </DownloadButton>
          <DownloadButton url={cyclePaths.evidenceCsv(cycle.id)} size="sm">
            Download CSV
          </DownloadButton>
        </div>
      </div>
      <p
        role="note"
        className="flex items-start gap-2 rounded-lg border-2 border-foreground/20 p-4 font-medium"
      >
        <Scale className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {evidence.notice}
      </p>
      <div className="grid gap-2">
        <h1 className="font-bold text-3xl tracking-tight">
          Evidence pack: {evidence.listing.name}
        </h1>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">Test</dt>
          <dd>
            {CYCLE_KIND_LABELS[cycle.kind]}, {countOf(cycle.testersRequired, 'tester', 'testers')}{' '}
            for {countOf(cycle.lengthDays, 'day', 'days')}
          </dd>
          <dt className="font-medium">Dates</dt>
          <dd>
            {formatCycleDate(cycle.startDate)} to {formatCycleDate(cycle.lastDate)} ({cycle.status}
            ), days counted in {cycle.timeZone}
          </dd>
          <dt className="font-medium">Where it stands</dt>
          <dd>
            {progress.testersContinuous} of {progress.testersRequired} testers opted in continuously
            for the last {countOf(progress.daysRequired, 'day', 'days')}.{' '}
            {outlookText(progress.outlook)}.
          </dd>
          <dt className="font-medium">Recorded</dt>
          <dd>{formatDate(evidence.generatedAt)}</dd>
        </dl>
      </div>
      <PackSection id="evidence-days-heading" title="Testers and their days">
        <GridLegend size="sm" />
        <CycleGrid board={board} label="Each tester's days" compact />
      </PackSection>
      <PackSection id="evidence-check-ins-heading" title="Check-ins">
        <EvidenceCheckIns checkIns={evidence.checkIns} testers={board.testers} />
      </PackSection>
      <PackSection id="evidence-reports-heading" title="Reports">
        <EvidenceReports reports={evidence.reports} />
      </PackSection>
      <PackSection id="evidence-builds-heading" title="Build updates">
        <BuildList builds={evidence.builds} headingLevel="h3" />
      </PackSection>
      <PackSection id="evidence-agreements-heading" title="Terms testers accepted">
        <EvidenceAgreements agreements={evidence.agreements} testers={board.testers} />
      </PackSection>
      <PackSection
        id="evidence-answers-heading"
        title={`Draft answers to ${cycle.kind === 'PlayClosedTest' ? 'Google Play' : 'the store'}'s questions`}
      >
        <EvidenceAnswers cycleId={cycle.id} drafts={evidence.answers} />
      </PackSection>
    </article>
  );
}
