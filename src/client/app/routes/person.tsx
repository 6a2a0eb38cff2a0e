import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { Spinner } from '@/client/components/ui/spinner.tsx';
import { ReportButton } from '@/client/features/moderation/components/report-button.tsx';
import { useProfile } from '@/client/features/reputation/api/get-profile.ts';
import { PersonProfile } from '@/client/features/reputation/components/person-profile.tsx';
import {
  ProfileNotFound,
  ProfilePrivate,
} from '@/client/features/reputation/components/profile-unavailable.tsx';
import {
  isProfileMissing,
  isProfilePrivate,
} from '@/client/features/reputation/utils/profile-errors.ts';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';
import { getFullName } from '@/client/lib/user-name.ts';
import type { User } from '@/shared/contracts/auth.ts';

function titleOf(query: ReturnType<typeof useProfile>): string | null {
  if (query.isPending) return null;
  if (query.isError) {
    if (isProfileMissing(query.error)) return 'Profile not found';
    return isProfilePrivate(query.error) ? 'Private profile' : 'Profile';
  }
  return getFullName(query.data) || 'Profile';
}

/** A person's public profile at /u/:id, for anyone the server lets read it. */
export function PersonPage({ user }: { user: User | null }) {
  const { id = '' } = useParams<{ id: string }>();
  const query = useProfile(id);
  useDocumentTitle(titleOf(query));

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="flex justify-center py-24">
        <Spinner label="Loading" />
      </div>
    );
  } else if (query.isError) {
    if (isProfileMissing(query.error)) body = <ProfileNotFound />;
    else if (isProfilePrivate(query.error)) body = <ProfilePrivate />;
    else {
      body = (
        <RetryAlert onRetry={() => void query.refetch()}>Failed to load this profile.</RetryAlert>
      );
    }
  } else {
    const profile = query.data;
    const isSelf = user?.id === profile.id;
    // Signed-in people report others' things; admins act in the moderation queue instead.
    const mayReport = user !== null && user.role !== 'Admin';
    const name = getFullName(profile) || 'this member';
    body = (
      <PersonProfile
        profile={profile}
        isSelf={isSelf}
        canSeeEvents={isSelf || user?.role === 'Admin'}
        personActions={
          mayReport &&
          !isSelf && <ReportButton targetType="person" targetId={profile.id} targetLabel={name} />
        }
        renderRatingActions={(rating) =>
          mayReport &&
          rating.rater?.id !== user.id && (
            <ReportButton
              targetType="rating"
              targetId={rating.id}
              targetLabel={`rating for ${rating.listingName}`}
            />
          )
        }
      />
    );
  }
  return <PageContainer className="max-w-4xl">{body}</PageContainer>;
}
