import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { AccessDenied } from '@/client/components/access-denied.tsx';
import { getBoardQueryOptions } from '@/client/features/feedback/api/get-feedback-board.ts';
import { useBoardFilters } from '@/client/features/feedback/hooks/use-board-filters.ts';
import { useLiveBoard } from '@/client/features/feedback/hooks/use-live-board.ts';
import { errorCode } from '@/client/lib/errors.ts';
import type { WsClient } from '@/client/lib/ws-client.ts';
import { BOARD_READERS_MESSAGE } from '@/shared/contracts/feedback-triage.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { BoardFilters } from './board-filters.tsx';
import { ExportLinks } from './export-links.tsx';
import { FeedbackBoardList } from './feedback-board-list.tsx';

/** Shown to anyone but the builder: the server refuses them the reports as well. */
export function NotBoardReader({ listingId }: { listingId: string }) {
  return (
    <AccessDenied
      message={BOARD_READERS_MESSAGE}
      action={
        <Link href={clientRoutes.listing(listingId)} className="underline underline-offset-4">
          Back to the listing
        </Link>
      }
    />
  );
}

/** The builder's triage board of one listing: filters in the URL, reports, and the export. */
export function FeedbackBoard({ listing, socket }: { listing: Listing; socket: WsClient | null }) {
  const { filters, setFilters } = useBoardFilters(listing.id);
  useLiveBoard(listing.id, socket);
  const query = useInfiniteQuery({
    ...getBoardQueryOptions(listing.id, filters),
    // The old reports stay while a new filter loads, so the list does not flash a spinner.
    placeholderData: keepPreviousData,
  });
  if (query.isError && errorCode(query.error) === 'not_listing_builder') {
    return <NotBoardReader listingId={listing.id} />;
  }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Link
          href={clientRoutes.listing(listing.id)}
          className="inline-flex w-fit items-start gap-1 rounded-sm text-muted-foreground text-sm [overflow-wrap:anywhere] underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Back to {listing.name}
        </Link>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h1 className="min-w-0 font-bold text-2xl tracking-tight [overflow-wrap:anywhere]">
            Feedback on {listing.name}
          </h1>
          <ExportLinks listingId={listing.id} />
        </div>
      </header>
      <BoardFilters filters={filters} onChange={setFilters} />
      <div aria-busy={query.isPlaceholderData}>
        <FeedbackBoardList query={query} filters={filters} />
      </div>
    </div>
  );
}
