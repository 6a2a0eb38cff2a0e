import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { Spinner } from '@/client/components/ui/spinner.tsx';
import { ListingCycles } from '@/client/features/cycles/components/listing-cycles.tsx';
import { NotCycleBuilder } from '@/client/features/cycles/components/not-cycle-builder.tsx';
import { useListing } from '@/client/features/listings/api/get-listing.ts';
import { ListingNotFound } from '@/client/features/listings/components/listing-not-found.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';
import { isMissingError } from '@/client/lib/errors.ts';
import type { User } from '@/shared/contracts/auth.ts';

/** A listing's test cycles, for its builder; the server refuses everyone else too. */
export function ListingCyclesPage({ user }: { user: User }) {
  const { id = '' } = useParams<{ id: string }>();
  const query = useListing(id);
  const listing = query.data;
  useDocumentTitle(listing ? `Test cycles of ${listing.name}` : null);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="flex justify-center py-24">
        <Spinner label="Loading" />
      </div>
    );
  } else if (query.isError) {
    body = isMissingError(query.error) ? (
      <ListingNotFound />
    ) : (
      <RetryAlert onRetry={() => query.refetch()}>Failed to load this software.</RetryAlert>
    );
  } else if (query.data.builderId !== user.id) {
    body = <NotCycleBuilder listingId={id} />;
  } else {
    body = <ListingCycles listing={query.data} />;
  }
  return <PageContainer className="max-w-4xl">{body}</PageContainer>;
}
