import { reasonText, standingText } from '@/client/features/interests/utils/standing-text.ts';
import { formatDate } from '@/client/lib/format-date.ts';
import { cn } from '@/client/lib/utils.ts';
import type { Interest } from '@/shared/contracts/interests.ts';

type StandingNoteProps = {
  interest: Pick<Interest, 'status' | 'waitlistPosition' | 'reason' | 'releasesAt'>;
  /**
   * `list` (My Demos) says only what the row's badge does not: the place in line, the reason,
   * the deadline; its button is on the listing's page.
   */
  shownIn: 'page' | 'list';
  className?: string;
};

/** Where the tester stands with one beta, why, and by when they must say they are still testing. */
export function StandingNote({ interest, shownIn, className }: StandingNoteProps) {
  const sentence =
    shownIn === 'page' || interest.status === 'Waitlisted' ? standingText(interest) : null;
  const reason = reasonText(interest);
  if (!sentence && !reason && !interest.releasesAt) return null;
  return (
    <div className={cn('grid gap-1 text-sm [overflow-wrap:anywhere]', className)}>
      {sentence && <p className="font-medium">{sentence}</p>}
      {reason && <p className="whitespace-pre-line text-muted-foreground">{reason}</p>}
      {interest.releasesAt && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          Your place will be released on {formatDate(interest.releasesAt)} unless you press “I'm
          still testing”{shownIn === 'list' ? ' on its page' : ''}.
        </p>
      )}
    </div>
  );
}
