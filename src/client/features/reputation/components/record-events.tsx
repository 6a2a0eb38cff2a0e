import { Check, X } from 'lucide-react';
import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { Skeleton } from '@/client/components/ui/skeleton.tsx';
import { useRecordEvents } from '@/client/features/reputation/api/get-record-events.ts';
import { formatDate } from '@/client/lib/format-date.ts';
import type { RecordEvent } from '@/shared/contracts/reputation.ts';

// The server names figures by their record's keys, possibly with the side in front.
const FIGURE_NAMES: Record<string, string> = {
  betasHeld: 'Betas held to the end',
  cyclesHeld: 'Test cycles held to the end',
  checkIns: 'Days checked in during cycles',
  releasedForSilence: 'Released for silence',
  reports: 'Reports filed',
  fixesVerified: 'Fixes verified',
  firstAnswerHours: 'Usual time to a first answer on a report',
  answeredInTime: 'Reports answered within 3 days',
  resolvedWithReason: "Reports fixed, or closed as won't fix with a reason",
  messagesAnswered: "Testers' messages answered within 2 days",
  cyclesCompleted: 'Test cycles run to their last day',
  rating: 'Ratings',
};

function figureName(figure: string): string {
  const [side, key] = figure.split('.');
  if (key === undefined) return FIGURE_NAMES[figure] ?? figure;
  return `${FIGURE_NAMES[key] ?? key} (as a ${side})`;
}

function groupByFigure(events: RecordEvent[]): [string, RecordEvent[]][] {
  const groups = new Map<string, RecordEvent[]>();
  for (const event of events)
    groups.set(event.figure, [...(groups.get(event.figure) ?? []), event]);
  return [...groups];
}

/** The events behind each figure, for the person themselves (and admins): nothing is hidden. */
export function RecordEvents({ userId }: { userId: string }) {
  const query = useRecordEvents(userId);
  if (query.isPending) return <Skeleton className="h-32 w-full" />;
  if (query.isError) {
    return (
      <RetryAlert onRetry={() => void query.refetch()}>
        Could not load the events behind these figures.
      </RetryAlert>
    );
  }
  if (query.data.length === 0) {
    return <p className="text-muted-foreground">Nothing has happened yet that counts.</p>;
  }
  return (
    <div className="grid gap-4">
      {groupByFigure(query.data).map(([figure, events]) => (
        <section key={figure} aria-label={figureName(figure)} className="grid gap-2">
          <h3 className="font-semibold">{figureName(figure)}</h3>
          <ul className="grid gap-1 text-sm">
            {events.map((event) => (
              <li
                key={`${event.sourceId}-${event.at}-${event.label}`}
                className="flex min-w-0 items-start gap-2"
              >
                {event.counts ? (
                  <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                ) : (
                  <X className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
                )}
                <span className="min-w-0">
                  {event.label}
                  {event.listingName && (
                    <span className="text-muted-foreground"> · {event.listingName}</span>
                  )}
                  <span className="text-muted-foreground"> · {formatDate(event.at)}</span>
                  <span className="sr-only">
                    {event.counts ? ' (counts for it)' : ' (counts against it)'}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
