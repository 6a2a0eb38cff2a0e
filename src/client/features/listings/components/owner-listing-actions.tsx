import {
  CalendarCheck,
  ChevronDown,
  Lock,
  LockOpen,
  MessageSquareWarning,
  Pencil,
  Trash,
  Users,
} from 'lucide-react';
import { Link } from 'wouter';
import { RemoveListingButton } from '@/client/components/remove-listing-button.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { useDeleteListing } from '@/client/features/listings/api/delete-listing.ts';
import { useUpdateListingStatus } from '@/client/features/listings/api/update-listing-status.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import { cn } from '@/client/lib/utils.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { clientRoutes } from '@/shared/routes.ts';
import type { TestersPanelState } from './testers-panel.tsx';

type OwnerListingActionsProps = {
  listing: Listing;
  /** The testers panel these actions show and hide; the caller places it. */
  testersPanel: TestersPanelState;
  onDeleted?: () => void;
  buttonClassName?: string;
};

/**
 * What the builder who owns a listing can do to it, on the dashboard and on its own page: edit it,
 * close or reopen it, see its testers, triage its feedback, run its test cycles, delete it. Each button names the listing for screen readers.
 */
export function OwnerListingActions({
  listing,
  testersPanel,
  onDeleted,
  buttonClassName,
}: OwnerListingActionsProps) {
  const { toast } = useToast();
  const updateStatus = useUpdateListingStatus();
  const remove = useDeleteListing();
  const open = listing.status === 'Open';

  const toggleStatus = () =>
    updateStatus.mutate(
      { id: listing.id, status: open ? 'Closed' : 'Open' },
      {
        onSuccess: () => toast({ title: 'Status updated successfully' }),
        onError: (error) => handleMutationError(toast, error, 'Failed to update status'),
      },
    );

  return (
    <>
      <Button asChild size="sm" variant="outline" className={buttonClassName}>
        <Link href={clientRoutes.editListing(listing.id)}>
          <Pencil aria-hidden="true" />
          Edit <span className="sr-only">{listing.name}</span>
        </Link>
      </Button>
      <Button
        size="sm"
        variant="outline"
        className={buttonClassName}
        disabled={updateStatus.isPending}
        onClick={toggleStatus}
      >
        {open ? <Lock aria-hidden="true" /> : <LockOpen aria-hidden="true" />}
        {open ? 'Close' : 'Reopen'} <span className="sr-only">{listing.name}</span>
      </Button>
      <Button
        size="sm"
        variant="outline"
        className={buttonClassName}
        aria-expanded={testersPanel.shown}
        aria-controls={testersPanel.id}
        onClick={testersPanel.toggle}
      >
        <Users aria-hidden="true" />
        Testers <span className="sr-only">of {listing.name}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn('transition-transform', testersPanel.shown && 'rotate-180')}
        />
      </Button>
      <Button asChild size="sm" variant="outline" className={buttonClassName}>
        <Link href={clientRoutes.feedbackBoard(listing.id)}>
          <MessageSquareWarning aria-hidden="true" />
          Feedback <span className="sr-only">on {listing.name}</span>
        </Link>
      </Button>
      <Button asChild size="sm" variant="outline" className={buttonClassName}>
        <Link href={clientRoutes.listingCycles(listing.id)}>
          <CalendarCheck aria-hidden="true" />
          Test cycles <span className="sr-only">of {listing.name}</span>
        </Link>
      </Button>
      <RemoveListingButton
        listingId={listing.id}
        mutation={remove}
        className={buttonClassName}
        onRemoved={onDeleted}
        title={`Delete ${listing.name}?`}
        description="The listing and its tester sign-ups are removed for good. This cannot be undone."
        confirmLabel="Delete"
        successTitle="Software deleted successfully"
        errorMessage="Failed to delete software"
      >
        <Trash aria-hidden="true" />
        Delete <span className="sr-only">{listing.name}</span>
      </RemoveListingButton>
    </>
  );
}
