import type { Software } from '@shared/contracts/listings.ts';
import { countOf } from '@shared/plural.ts';
import { ChevronDown, Lock, LockOpen, Trash, Users } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { ListingRow } from '../../../components/listing-row.tsx';
import { RemoveListingButton } from '../../../components/remove-listing-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../hooks/use-toast.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { handleMutationError } from '../../../lib/handle-mutation-error.ts';
import { cn } from '../../../lib/utils.ts';
import { useDeleteSoftware } from '../api/delete-software.ts';
import { useUpdateSoftwareStatus } from '../api/update-software-status.ts';
import { SoftwareStatusBadge } from './software-status-badge.tsx';

type BuilderSoftwareRowProps = {
  software: Software;
  /** The testers panel, from the interests feature; rendered only while open. */
  renderTesters: (software: Software) => ReactNode;
};

export function BuilderSoftwareRow({ software, renderTesters }: BuilderSoftwareRowProps) {
  const { toast } = useToast();
  const testersPanelId = useId();
  const [showTesters, setShowTesters] = useState(false);
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
    <ListingRow
      software={software}
      badges={<SoftwareStatusBadge status={software.status} />}
      details={[
        countOf(software.testerCount, 'tester', 'testers'),
        `Posted ${formatDate(software.createdAt)}`,
      ]}
      actions={
        <>
          <Button
            size="sm"
            variant="outline"
            disabled={updateStatus.isPending}
            onClick={toggleStatus}
          >
            {open ? <Lock aria-hidden="true" /> : <LockOpen aria-hidden="true" />}
            {open ? 'Close' : 'Reopen'} <span className="sr-only">{software.name}</span>
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-expanded={showTesters}
            aria-controls={testersPanelId}
            onClick={() => setShowTesters((shown) => !shown)}
          >
            <Users aria-hidden="true" />
            Testers <span className="sr-only">of {software.name}</span>
            <ChevronDown
              aria-hidden="true"
              className={cn('transition-transform', showTesters && 'rotate-180')}
            />
          </Button>
          <RemoveListingButton
            softwareId={software.id}
            mutation={remove}
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
      }
    >
      <section
        id={testersPanelId}
        hidden={!showTesters}
        aria-label={`Testers of ${software.name}`}
        className="border-t bg-muted/40 p-4 sm:p-5"
      >
        {showTesters && renderTesters(software)}
      </section>
    </ListingRow>
  );
}
