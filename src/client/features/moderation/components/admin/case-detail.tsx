import type { ReactNode } from 'react';
import type { CaseDetail as CaseDetailData } from '@/shared/contracts/moderation.ts';
import {
  AUDIT_ACTION_LABELS,
  REPORT_REASON_LABELS,
  REPORT_TARGET_LABELS,
} from '@/shared/contracts/moderation-rules.ts';
import { countOf } from '@/shared/plural.ts';
import { CaseActions } from './case-actions.tsx';
import { CaseContent } from './case-content.tsx';
import { formatMoment } from './format-moment.ts';
import { describePerson } from './person-ref.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid min-w-0 gap-3 [overflow-wrap:anywhere]">
      <h2 className="font-semibold text-lg">{title}</h2>
      {children}
    </section>
  );
}

/** Everything an admin weighs before acting: the thing, who reported it, and its owner's past. */
export function CaseDetail({
  item,
  onDone,
}: {
  item: CaseDetailData;
  onDone: (outcome: string) => void;
}) {
  const kind = REPORT_TARGET_LABELS[item.targetType];
  return (
    <div className="grid min-w-0 gap-8">
      <p className="text-muted-foreground [overflow-wrap:anywhere]">
        {kind} by {describePerson(item.owner)}
      </p>
      <CaseContent content={item.content} />
      <CaseActions item={item} onDone={onDone} />
      <Section title="Reports">
        {item.reports.length === 0 ? (
          <p className="text-muted-foreground">No reports.</p>
        ) : (
          <ul aria-label="Reports" className="grid gap-3">
            {item.reports.map((report) => (
              <li key={report.id} className="grid gap-1 rounded-lg border p-3 text-sm">
                <p>
                  <span className="font-medium">{describePerson(report.reporter)}</span>
                  {' · '}
                  {REPORT_REASON_LABELS[report.reason]}
                  {' · '}
                  <time dateTime={report.createdAt}>{formatMoment(report.createdAt)}</time>
                </p>
                {report.details && <p className="whitespace-pre-wrap">{report.details}</p>}
              </li>
            ))}
          </ul>
        )}
      </Section>
      {item.appeal && (
        <Section title="Appeal">
          <p className="whitespace-pre-wrap rounded-lg border p-3">{item.appeal}</p>
        </Section>
      )}
      <Section title="Owner">
        <p>{ownerStanding(item)}</p>
        <p>{countOf(item.ownerHistory.reports, 'report', 'reports')} against their things</p>
        {item.ownerHistory.actions.length === 0 ? (
          <p className="text-muted-foreground">No earlier actions.</p>
        ) : (
          <ul aria-label="Earlier actions" className="grid gap-2 text-sm">
            {item.ownerHistory.actions.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.createdAt}>{formatMoment(entry.createdAt)}</time>
                {': '}
                {AUDIT_ACTION_LABELS[entry.action]}
                {entry.reason && ` (${entry.reason})`}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

function ownerStanding(item: CaseDetailData): string {
  const name = describePerson(item.owner);
  if (!item.suspended) return `${name} is not suspended.`;
  return item.suspendedUntil
    ? `${name} is suspended until ${formatMoment(item.suspendedUntil)}.`
    : `${name} is suspended for good.`;
}
