import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import { Avatar, AvatarFallback, AvatarImage } from '@/client/components/ui/avatar.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { Spinner } from '@/client/components/ui/spinner.tsx';
import { useListingTesters } from '@/client/features/interests/api/get-listing-testers.ts';
import { useReviewInterest } from '@/client/features/interests/api/review-interest.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { formatDate } from '@/client/lib/format-date.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import { getFullName, getInitials } from '@/client/lib/user-name.ts';
import type { ListingTester } from '@/shared/contracts/interests.ts';
import { InterestStatusBadge } from './interest-status-badge.tsx';

/** The testers who joined one of the builder's listings, each to accept or decline. */
export function ListingTesters({ softwareId }: { softwareId: string }) {
  const query = useListingTesters(softwareId);

  if (query.isPending) return <Spinner label="Loading testers" className="py-2" />;
  if (query.isError) return <ErrorAlert>Failed to load the testers.</ErrorAlert>;
  if (query.data.length === 0) {
    return <p className="text-muted-foreground text-sm">No testers have joined yet.</p>;
  }
  return (
    <ul className="grid gap-3">
      {query.data.map((tester) => (
        <li key={tester.id}>
          <TesterRow softwareId={softwareId} tester={tester} />
        </li>
      ))}
    </ul>
  );
}

function TesterRow({ softwareId, tester }: { softwareId: string; tester: ListingTester }) {
  const { toast } = useToast();
  const review = useReviewInterest({ softwareId });
  const nameId = useId();
  const name = getFullName(tester.tester) || 'Unnamed tester';

  const setStatus = (status: 'Accepted' | 'Declined') =>
    review.mutate(
      { interestId: tester.id, status },
      {
        onSuccess: () => toast({ title: `Tester ${status.toLowerCase()}` }),
        onError: (error) => handleMutationError(toast, error),
      },
    );

  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-background p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar>
          {tester.tester.profileImageUrl && (
            <AvatarImage src={tester.tester.profileImageUrl} alt="" />
          )}
          <AvatarFallback aria-hidden="true">{getInitials(tester.tester)}</AvatarFallback>
        </Avatar>
        <div className="grid min-w-0 gap-0.5">
          <span id={nameId} className="truncate font-medium">
            {name}
          </span>
          <span className="text-muted-foreground text-sm">
            Joined {formatDate(tester.createdAt)}
          </span>
        </div>
        <InterestStatusBadge status={tester.status} />
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          aria-describedby={nameId}
          disabled={review.isPending || tester.status === 'Accepted'}
          onClick={() => setStatus('Accepted')}
        >
          <Check aria-hidden="true" />
          Accept
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-describedby={nameId}
          disabled={review.isPending || tester.status === 'Declined'}
          onClick={() => setStatus('Declined')}
        >
          <X aria-hidden="true" />
          Decline
        </Button>
      </div>
    </div>
  );
}
