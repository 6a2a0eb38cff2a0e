import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/client/components/ui/button.tsx';
import { formatDate } from '@/client/lib/format-date.ts';
import type { Rating } from '@/shared/contracts/reputation.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { PersonLink } from './person-link.tsx';
import { ReplyForm } from './reply-form.tsx';
import { StarDisplay } from './star-display.tsx';

type ReceivedRatingProps = {
  rating: Rating;
  profileId: string;
  /** The rated person reads their own profile: they may reply once. */
  canReply: boolean;
  /** Controls from the screen (Report). */
  actions?: ReactNode;
};

/** A rating shown on a profile: stars, who gave it for which beta, the comment and the reply. */
export function ReceivedRating({ rating, profileId, canReply, actions }: ReceivedRatingProps) {
  const [replying, setReplying] = useState(false);
  return (
    <li className="grid min-w-0 gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarDisplay stars={rating.stars} />
        <span className="text-muted-foreground text-sm">
          {formatDate(rating.shownAt ?? rating.createdAt)}
        </span>
      </div>
      <p className="text-sm">
        <PersonLink person={rating.rater} />
        <span className="text-muted-foreground">
          {rating.raterSide === 'builder' ? ', builder of ' : ', tester on '}
        </span>
        {rating.listingId ? (
          <Link
            href={clientRoutes.listing(rating.listingId)}
            className="underline-offset-4 hover:underline"
          >
            {rating.listingName}
          </Link>
        ) : (
          rating.listingName
        )}
      </p>
      {rating.comment && <p className="whitespace-pre-line">{rating.comment}</p>}
      {rating.reply && (
        <div className="grid gap-1 border-l-2 pl-3">
          <p className="font-medium text-sm">Reply, {formatDate(rating.reply.createdAt)}</p>
          <p className="whitespace-pre-line">{rating.reply.body}</p>
        </div>
      )}
      {canReply && !rating.reply && !replying && (
        <Button variant="outline" size="sm" className="w-fit" onClick={() => setReplying(true)}>
          Reply <span className="sr-only">to the rating for {rating.listingName}</span>
        </Button>
      )}
      {canReply && !rating.reply && replying && (
        <ReplyForm ratingId={rating.id} profileId={profileId} onDone={() => setReplying(false)} />
      )}
      {actions}
    </li>
  );
}
