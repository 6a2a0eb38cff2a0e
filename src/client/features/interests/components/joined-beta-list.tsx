import type { Interest } from '@shared/contracts/interests.ts';
import { LogOut } from 'lucide-react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListingRow } from '../../../components/listing-row.tsx';
import { ListingRowsSkeleton } from '../../../components/listing-rows-skeleton.tsx';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { VisitWebsiteLink } from '../../../components/visit-website-link.tsx';
import { useToast } from '../../../hooks/use-toast.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { handleMutationError } from '../../../lib/handle-mutation-error.ts';
import { getFullName } from '../../../lib/user-name.ts';
import { useDeleteInterest } from '../api/delete-interest.ts';
import { useInterests } from '../api/get-interests.ts';
import { InterestStatusBadge } from './interest-status-badge.tsx';

/** The tester's joined betas, with the builder's verdict on each and a way to leave. */
export function JoinedBetaList() {
  const query = useInterests();

  if (query.isPending) return <ListingRowsSkeleton label="Loading your betas" />;
  if (query.isError) return <ErrorAlert>Failed to load the betas you joined.</ErrorAlert>;
  if (query.data.length === 0) return <EmptyState>You haven't joined any betas yet.</EmptyState>;

  return (
    <ul className="grid gap-4">
      {query.data.map((interest) => (
        <li key={interest.id}>
          <JoinedBetaRow interest={interest} />
        </li>
      ))}
    </ul>
  );
}

function JoinedBetaRow({ interest }: { interest: Interest }) {
  const { software } = interest;
  const { toast } = useToast();
  const leave = useDeleteInterest();
  const builderName = getFullName(software.builder);

  const onLeave = () =>
    leave.mutate(software.id, {
      onSuccess: () => toast({ title: 'Removed from beta testing' }),
      onError: (error) => handleMutationError(toast, error, 'Failed to remove interest'),
    });

  return (
    <ListingRow
      software={software}
      badges={<InterestStatusBadge status={interest.status} />}
      details={[
        ...(builderName ? [`by ${builderName}`] : []),
        `Joined ${formatDate(interest.createdAt)}`,
      ]}
      actions={
        <>
          <ConfirmDialog
            trigger={
              <Button
                size="sm"
                variant="outline"
                className="text-destructive"
                aria-label={`Leave ${software.name}`}
                disabled={leave.isPending}
              >
                <LogOut aria-hidden="true" />
                Leave
              </Button>
            }
            title="Leave this beta?"
            description={`You will leave the beta test of ${software.name}. This cannot be undone.`}
            confirmLabel="Leave beta"
            onConfirm={onLeave}
          />
          {software.link && <VisitWebsiteLink href={software.link} className="ml-1" />}
        </>
      }
    />
  );
}
