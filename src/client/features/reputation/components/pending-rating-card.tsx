import { PersonAvatar } from '@/client/components/person-avatar.tsx';
import { useCreateRating } from '@/client/features/reputation/api/rate.ts';
import { formatDate } from '@/client/lib/format-date.ts';
import { getFullName } from '@/client/lib/user-name.ts';
import type { PendingRating } from '@/shared/contracts/reputation.ts';
import { PersonLink } from './person-link.tsx';
import { RatingForm } from './rating-form.tsx';

const ROLE_ON: Record<PendingRating['raterSide'], string> = {
  tester: 'Builder of',
  builder: 'Tester on',
};

/** Someone the viewer may rate: who, on which beta, until when, and the form. */
export function PendingRatingCard({ pending }: { pending: PendingRating }) {
  const create = useCreateRating();
  const name = getFullName(pending.ratee) || 'this member';
  const formId = `rate-${pending.listingId}-${pending.ratee.id}`;
  return (
    <li>
      <article
        aria-label={`Rate ${name}`}
        className="grid min-w-0 gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
      >
        <div className="flex min-w-0 items-start gap-3">
          <PersonAvatar person={pending.ratee} className="size-10 shrink-0" />
          <div className="grid min-w-0 gap-1">
            <h3 className="font-semibold leading-tight">
              <PersonLink person={pending.ratee} />
            </h3>
            <p className="text-muted-foreground text-sm">
              {ROLE_ON[pending.raterSide]} {pending.listingName}
            </p>
            <p className="text-muted-foreground text-sm">Rate by {formatDate(pending.closesAt)}</p>
          </div>
        </div>
        <RatingForm
          id={formId}
          submitLabel="Submit rating"
          busyLabel="Submitting..."
          submit={(body) =>
            create.mutateAsync({ listingId: pending.listingId, rateeId: pending.ratee.id, ...body })
          }
        />
      </article>
    </li>
  );
}
