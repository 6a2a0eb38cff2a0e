import type { Software } from '@shared/contracts/listings.ts';
import { ChevronDown, Lock, LockOpen, Trash, Users } from 'lucide-react';
import { RemoveListingButton } from '../../../components/remove-listing-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../hooks/use-toast.ts';
import { handleMutationError } from '../../../lib/handle-mutation-error.ts';
import { cn } from '../../../lib/utils.ts';
import { useDeleteSoftware } from '../api/delete-software.ts';
import { useUpdateSoftwareStatus } from '../api/update-software-status.ts';
import type { TestersPanelState } from './testers-panel.tsx';

type OwnerListingActionsProps = {
  software: Software;
  /** The testers panel these actions show and hide; the caller places it. */
  testersPanel: TestersPanelState;
  onDeleted?: () => void;
  buttonClassName?: string;
};

/**
 * What the builder who owns a listing can do to it, on the dashboard and on its own page: close or
 * reopen it, see its testers, delete it. Each button names the listing for screen readers.
 */
export function OwnerListingActions({
  software,
  testersPanel,
  onDeleted,
  buttonClassName,
}: OwnerListingActionsProps) {
  const { toast } = useToast();
  const updateStatus = useUpdateSoftwareStatus();
  const remove = useDeleteSoftware();
  const open = software.status === 'Open';

  const toggleStatus = () =>
    updateStatus.mutate(
      { id: software.id, status: open ? 'Closed' : 'Open' },
      {
        onSuccess: () => toast({ title: 'Status updated successfully' }),
        onError: (error) => handleMutationError(toast, error, 'Failed to update status'),
      },
    );

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className={buttonClassName}
        disabled={updateStatus.isPending}
        onClick={toggleStatus}
      >
        {open ? <Lock aria-hidden="true" /> : <LockOpen aria-hidden="true" />}
        {open ? 'Close' : 'Reopen'} <span className="sr-only">{software.name}</span>
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
        Testers <span className="sr-only">of {software.name}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn('transition-transform', testersPanel.shown && 'rotate-180')}
        />
      </Button>
      <RemoveListingButton
        softwareId={software.id}
        mutation={remove}
        className={buttonClassName}
        onRemoved={onDeleted}
        title={`Delete ${software.name}?`}
        description="The listing and its tester sign-ups are removed for good. This cannot be undone."
        confirmLabel="Delete"
        successTitle="Software deleted successfully"
        errorMessage="Failed to delete software"
      >
        <Trash aria-hidden="true" />
        Delete <span className="sr-only">{software.name}</span>
      </RemoveListingButton>
    </>
  );
}
