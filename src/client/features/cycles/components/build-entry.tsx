import { formatCycleDate } from '@/client/features/cycles/utils/cycle-dates.ts';
import type { CycleBuild } from '@/shared/contracts/cycle-builds.ts';
import { FEEDBACK_STATUS_LABELS, type FeedbackStatus } from '@/shared/contracts/feedback.ts';

const statusLabel = (status: string) => FEEDBACK_STATUS_LABELS[status as FeedbackStatus] ?? status;

/** One build update: its version, when, what changed and the reports it fixed. */
export function BuildEntry({
  build,
  headingLevel: Heading = 'h4',
}: {
  build: CycleBuild;
  /** The entry's heading, one below the list's own. */
  headingLevel?: 'h3' | 'h4';
}) {
  return (
    <article className="grid gap-2 rounded-lg border p-4 print:break-inside-avoid">
      <Heading className="font-semibold">Version {build.version}</Heading>
      <p className="text-muted-foreground text-sm">
        Posted on day {build.day}, {formatCycleDate(build.postedOn)}
      </p>
      {build.notes && <p className="whitespace-pre-wrap text-sm">{build.notes}</p>}
      {build.fixes.length > 0 && (
        <div className="grid gap-1 text-sm">
          <p className="font-medium">Fixes</p>
          <ul className="list-disc pl-5">
            {build.fixes.map((fix) => (
              <li key={fix.feedbackId}>
                {fix.title}{' '}
                <span className="text-muted-foreground">({statusLabel(fix.status)})</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
