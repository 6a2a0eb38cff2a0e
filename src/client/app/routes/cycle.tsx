import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { Spinner } from '@/client/components/ui/spinner.tsx';
import { useCycle } from '@/client/features/cycles/api/get-cycle.ts';
import { BuilderCycle } from '@/client/features/cycles/components/builder-cycle.tsx';
import { CycleNotFound } from '@/client/features/cycles/components/cycle-not-found.tsx';
import { NotCycleBuilder } from '@/client/features/cycles/components/not-cycle-builder.tsx';
import { isCycleMissing } from '@/client/features/cycles/utils/cycle-errors.ts';
import { useListing } from '@/client/features/listings/api/get-listing.ts';
import { InviteTestersDialog } from '@/client/features/matching/components/invite-testers-dialog.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';
import type { Cycle, RosterEntry } from '@/shared/contracts/cycles.ts';

function Loading() {
  return (
    <div className="flex justify-center py-24">
      <Spinner label="Loading" />
    </div>
  );
}

/** The listing's name heads the page; a failed read of it leaves the cycle readable. */
function BuilderCycleScreen({ cycle, roster }: { cycle: Cycle; roster: RosterEntry[] }) {
  const listing = useListing(cycle.softwareId);
  const listingName = listing.data?.name ?? 'your listing';
  useDocumentTitle(listing.isPending ? null : `Test cycle of ${listingName}`);
  if (listing.isPending) return <Loading />;
  const invite =
    cycle.status === 'Ended' ? undefined : (
      <InviteTestersDialog cycleId={cycle.id} listingName={listingName} />
    );
  return <BuilderCycle cycle={cycle} roster={roster} listingName={listingName} actions={invite} />;
}

/** One test cycle, for its listing's builder; a tester's days are on My Demos. */
export function CyclePage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useCycle(id);

  let body: ReactNode;
  if (query.isPending) {
    body = <Loading />;
  } else if (query.isError) {
    body = isCycleMissing(query.error) ? (
      <CycleNotFound />
    ) : (
      <RetryAlert onRetry={() => query.refetch()}>Failed to load this test cycle.</RetryAlert>
    );
  } else if (!query.data.roster) {
    // Only the builder's copy carries the roster.
    body = <NotCycleBuilder />;
  } else {
    body = <BuilderCycleScreen cycle={query.data} roster={query.data.roster} />;
  }
  return <PageContainer className="max-w-5xl">{body}</PageContainer>;
}
