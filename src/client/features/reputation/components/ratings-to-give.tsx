import { subDays } from 'date-fns';
import {
  useGivenRatings,
  usePendingRatings,
} from '@/client/features/reputation/api/get-ratings-to-give.ts';
import type { Rating } from '@/shared/contracts/reputation.ts';
import { RATING_WINDOW_DAYS } from '@/shared/contracts/reputation-rules.ts';
import { GivenRatingItem } from './given-rating-item.tsx';
import { PendingRatingCard } from './pending-rating-card.tsx';

/**
 * Given ratings worth showing here: those still hidden (they can be changed) and those shown
 * lately, so a rating that just became public says so before it leaves this screen.
 */
function recentlyGiven(ratings: Rating[], now: Date): Rating[] {
  const since = subDays(now, RATING_WINDOW_DAYS).getTime();
  return ratings.filter(
    (rating) => rating.shownAt === null || new Date(rating.shownAt).getTime() >= since,
  );
}

/**
 * "Rate your time together" on My Demos and the Builder Dashboard: the people the viewer may rate
 * and the ratings they gave lately. Nothing at all when there is neither, so screens without
 * ratings keep no empty box.
 */
export function RatingsToGive() {
  const pending = usePendingRatings();
  const given = useGivenRatings();
  const toRate = pending.data ?? [];
  const gave = recentlyGiven(given.data ?? [], new Date());
  if (toRate.length === 0 && gave.length === 0) return null;

  return (
    <section aria-labelledby="rate-heading" className="mb-8 grid min-w-0 gap-4">
      <div className="grid gap-1">
        <h2 id="rate-heading" className="font-semibold text-xl tracking-tight">
          Rate your time together
        </h2>
        <p className="text-muted-foreground text-sm">
          Ratings stay hidden until both of you have rated, or {RATING_WINDOW_DAYS} days pass. You
          can change yours until then.
        </p>
      </div>
      {toRate.length > 0 && (
        <ul className="grid gap-4" aria-label="People to rate">
          {toRate.map((entry) => (
            <PendingRatingCard key={`${entry.listingId}-${entry.ratee.id}`} pending={entry} />
          ))}
        </ul>
      )}
      {gave.length > 0 && (
        <div className="grid gap-3">
          <h3 className="font-semibold">Your ratings</h3>
          <ul className="grid gap-3">
            {gave.map((rating) => (
              <GivenRatingItem key={rating.id} rating={rating} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
