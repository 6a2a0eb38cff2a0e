import { addDays } from 'date-fns';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button.tsx';
import { useUpdateRating } from '@/client/features/reputation/api/rate.ts';
import { errorCode } from '@/client/lib/errors.ts';
import { formatDate } from '@/client/lib/format-date.ts';
import type { Rating } from '@/shared/contracts/reputation.ts';
import { RATING_WINDOW_DAYS } from '@/shared/contracts/reputation-rules.ts';
import { PersonLink } from './person-link.tsx';
import { RatingForm } from './rating-form.tsx';
import { StarDisplay } from './star-display.tsx';

/** The date a hidden rating shows at the latest, when the other side never rates. */
export const revealDate = (rating: Pick<Rating, 'createdAt'>) =>
  addDays(new Date(rating.createdAt), RATING_WINDOW_DAYS).toISOString();

/** A rating the viewer gave: changeable only while the rated person cannot read it yet. */
export function GivenRatingItem({ rating }: { rating: Rating }) {
  const update = useUpdateRating(rating.id);
  const [editing, setEditing] = useState(false);
  // The other side rated meanwhile (or the days ran out): the list is read again and says so.
  const [shownMeanwhile, setShownMeanwhile] = useState(false);
  const hidden = rating.shownAt === null;

  return (
    <li className="grid min-w-0 gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarDisplay stars={rating.stars} />
        <span className="min-w-0">
          <PersonLink person={rating.ratee} />
          <span className="text-muted-foreground"> · {rating.listingName}</span>
        </span>
      </div>
      {rating.comment && <p className="whitespace-pre-line">{rating.comment}</p>}
      <p className="text-muted-foreground text-sm">
        {hidden
          ? `Hidden until both have rated or ${formatDate(revealDate(rating))}`
          : `Shown since ${formatDate(rating.shownAt ?? rating.createdAt)}`}
      </p>
      {hidden && !editing && (
        <Button variant="outline" size="sm" className="w-fit" onClick={() => setEditing(true)}>
          Edit rating
        </Button>
      )}
      {shownMeanwhile && (
        <p role="status" className="font-medium text-sm">
          This rating is now shown, so it can no longer be changed.
        </p>
      )}
      {hidden && editing && (
        <RatingForm
          id={`edit-${rating.id}`}
          initial={rating}
          submitLabel="Save rating"
          busyLabel="Saving..."
          submit={async (body) => {
            try {
              await update.mutateAsync(body);
            } catch (error) {
              if (errorCode(error) !== 'rating_shown') throw error;
              setShownMeanwhile(true);
            }
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      )}
    </li>
  );
}
