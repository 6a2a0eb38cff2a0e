import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'wouter';
import type { PersonProfile as Profile, Rating } from '@/shared/contracts/reputation.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { ProfileHeader } from './profile-header.tsx';
import { ProfileListings } from './profile-listings.tsx';
import { ProfileRecord } from './profile-record.tsx';
import { ReceivedRating } from './received-rating.tsx';
import { RecordEvents } from './record-events.tsx';

// A search parameter rather than a toggle: the list is a place one can link to and go back from.
const COUNTED_PARAM = 'counted';

type PersonProfileProps = {
  profile: Profile;
  /** The person reads their own profile: they may reply to ratings. */
  isSelf: boolean;
  /** The events behind the figures are the person's own, and admins'. */
  canSeeEvents: boolean;
  /** Controls about the person (Report), from the screen. */
  personActions?: ReactNode;
  /** Controls under each rating shown (Report), from the screen. */
  renderRatingActions?: (rating: Rating) => ReactNode;
};

function HowCounted({ userId }: { userId: string }) {
  const [searchParams] = useSearchParams();
  const open = searchParams.has(COUNTED_PARAM);
  const here = clientRoutes.person(userId);
  return (
    <div className="grid gap-3">
      <Link
        href={open ? here : `${here}?${COUNTED_PARAM}`}
        className="w-fit font-medium text-primary text-sm underline-offset-4 hover:underline"
      >
        {open ? 'Hide how these figures are counted' : 'How these figures are counted'}
      </Link>
      {open && <RecordEvents userId={userId} />}
    </div>
  );
}

/** A person's public profile: who they are, what they did, what others said, what they run. */
export function PersonProfile({
  profile,
  isSelf,
  canSeeEvents,
  personActions,
  renderRatingActions,
}: PersonProfileProps) {
  return (
    <div className="grid min-w-0 gap-8">
      <ProfileHeader profile={profile} actions={personActions} />
      <ProfileRecord profile={profile} />
      {canSeeEvents && <HowCounted userId={profile.id} />}
      <section aria-labelledby="ratings-heading" className="grid gap-3">
        <h2 id="ratings-heading" className="font-semibold text-xl tracking-tight">
          Ratings
        </h2>
        {profile.ratings.length === 0 ? (
          <p className="text-muted-foreground">No ratings shown yet.</p>
        ) : (
          <ul className="grid gap-3">
            {profile.ratings.map((rating) => (
              <ReceivedRating
                key={rating.id}
                rating={rating}
                profileId={profile.id}
                canReply={isSelf}
                actions={renderRatingActions?.(rating)}
              />
            ))}
          </ul>
        )}
      </section>
      <ProfileListings listings={profile.openListings} />
    </div>
  );
}
