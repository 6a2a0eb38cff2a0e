import { formatTimeAgo } from '@/client/lib/format-date.ts';
import { getFullName } from '@/client/lib/user-name.ts';
import type { FeedbackEvent, FeedbackStatus } from '@/shared/contracts/feedback.ts';
import { statusText } from './feedback-badges.tsx';

/** How a status entry reads after the actor's name: the reporter's own steps say what they did. */
function statusPhrase(status: FeedbackStatus): string {
  if (status === 'New') return 'reported this';
  if (status === 'Verified') return 'confirmed the fix works';
  if (status === 'Reopened') return 'said it still happens';
  return `set the status to ${statusText(status)}`;
}

function actorName(event: FeedbackEvent): string {
  return event.actor ? getFullName(event.actor) || 'Someone' : 'Beta Harbor';
}

/** Status changes and comments, oldest first, each with who and when. */
export function FeedbackTimeline({ events }: { events: FeedbackEvent[] }) {
  if (events.length === 0) {
    return <p className="text-muted-foreground text-sm">Nothing has happened yet.</p>;
  }
  return (
    <ol className="grid gap-3" aria-label="Timeline">
      {events.map((event) => (
        <li key={event.id} className="grid gap-1 rounded-lg border p-3">
          <p className="text-sm [overflow-wrap:anywhere]">
            <span className="font-medium">{actorName(event)}</span>{' '}
            {event.kind === 'status' && event.status ? statusPhrase(event.status) : 'commented'}
            <span className="text-muted-foreground">
              {' · '}
              <time dateTime={event.createdAt}>{formatTimeAgo(event.createdAt)}</time>
            </span>
          </p>
          {event.body && (
            <p className="whitespace-pre-wrap text-sm [overflow-wrap:anywhere]">{event.body}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
