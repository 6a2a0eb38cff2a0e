import { useParams } from 'wouter';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import { ListingCycles } from '@/client/features/cycles/components/listing-cycles.tsx';
import { NotCycleBuilder } from '@/client/features/cycles/components/not-cycle-builder.tsx';
import { useListing } from '@/client/features/listings/api/get-listing.ts';
import { whenListingRead } from '@/client/features/listings/components/listing-read-state.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';
import type { User } from '@/shared/contracts/auth.ts';

/** A listing's test cycles, for its builder; the server refuses everyone else too. */
export function ListingCyclesPage({ user }: { user: User }) {
  const { id = '' } = useParams<{ id: string }>();
  const query = useListing(id);
  const listing = query.data;
  useDocumentTitle(listing ? `Test cycles of ${listing.name}` : null);

  const body = whenListingRead(query, (listing) =>
    listing.builderId !== user.id ? (
      <NotCycleBuilder listingId={id} />
    ) : (
      <ListingCycles listing={listing} />
    ),
  );
  return <PageContainer className="max-w-4xl">{body}</PageContainer>;
}
