import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatDate } from '@/client/lib/format-date.ts';
import { getFullName } from '@/client/lib/user-name.ts';
import type { User } from '@/shared/contracts/auth.ts';
import type { FeedbackDetail } from '@/shared/contracts/feedback.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { CommentBox } from './comment-box.tsx';
import { FeedbackBadges } from './feedback-badges.tsx';
import { FeedbackTimeline } from './feedback-timeline.tsx';
import { BuilderActions, ReporterActions } from './report-actions.tsx';

type Detail = { label: string; value: string | null };

function DetailList({ items }: { items: Detail[] }) {
  const shown = items.filter((item) => item.value);
  if (shown.length === 0) return null;
  return (
    <dl className="grid gap-3">
      {shown.map((item) => (
        <div key={item.label} className="grid gap-1">
          <dt className="font-medium text-sm">{item.label}</dt>
          <dd className="whitespace-pre-wrap text-sm [overflow-wrap:anywhere]">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

type FeedbackReportProps = {
  report: FeedbackDetail;
  user: User;
  /** The listing, when it could be read: its name, and who builds it. */
  listing: { name: string; builderId: string } | undefined;
  /** Controls about the report (the builder's Report to the moderators), from the screen. */
  actions?: ReactNode;
};

/** One report as its reporter and the listing's builder see it, with what each may do. */
export function FeedbackReport({ report, user, listing, actions }: FeedbackReportProps) {
  const isReporter = report.reporter.id === user.id;
  const isBuilder = listing?.builderId === user.id;
  const { device } = report;

  return (
    <article className="grid min-w-0 gap-6">
      <header className="grid gap-2">
        <FeedbackBadges report={report} />
        <h1
          tabIndex={-1}
          className="font-bold text-2xl tracking-tight [overflow-wrap:anywhere] focus-visible:outline-none"
        >
          {report.title}
        </h1>
        <p className="text-muted-foreground text-sm [overflow-wrap:anywhere]">
          {getFullName(report.reporter) || 'A tester'} reported on{' '}
          <Link href={clientRoutes.listing(report.softwareId)} className="underline">
            {listing?.name ?? 'this beta'}
          </Link>{' '}
          · {formatDate(report.createdAt)}
        </p>
        {actions}
      </header>
      <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{report.body}</p>
      <DetailList
        items={[
          { label: 'Steps to reproduce', value: report.steps },
          { label: 'Expected', value: report.expected },
          { label: 'Actual', value: report.actual },
        ]}
      />
      <section aria-labelledby="feedback-device-heading" className="grid gap-2">
        <h2 id="feedback-device-heading" className="font-semibold text-lg">
          Device
        </h2>
        <DetailList
          items={[
            { label: 'Browser', value: device.browser || 'Not given' },
            { label: 'OS', value: device.os || 'Not given' },
            { label: 'Viewport', value: device.viewport || 'Not given' },
          ]}
        />
      </section>
      {report.screenshots.length > 0 && (
        <section aria-labelledby="feedback-screenshots-heading" className="grid gap-2">
          <h2 id="feedback-screenshots-heading" className="font-semibold text-lg">
            Screenshots
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {report.screenshots.map((src, index) => (
              <li key={src}>
                <a href={src} target="_blank" rel="noreferrer">
                  <img
                    src={src}
                    alt={`Screenshot ${index + 1}`}
                    className="w-full rounded-lg border bg-muted object-contain"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {isReporter && <ReporterActions report={report} />}
      {isBuilder && <BuilderActions key={report.status} report={report} />}
      <section aria-labelledby="feedback-timeline-heading" className="grid gap-3">
        <h2 id="feedback-timeline-heading" className="font-semibold text-lg">
          Timeline
        </h2>
        <FeedbackTimeline events={report.timeline} />
        {(isReporter || isBuilder) && <CommentBox feedbackId={report.id} />}
      </section>
    </article>
  );
}
