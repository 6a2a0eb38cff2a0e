import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import { getListingsQueryOptions } from '@/client/features/listings/api/get-listings.ts';
import { useBrowseFilters } from '@/client/features/listings/hooks/use-browse-filters.ts';
import { SKELETON_CARD_COUNT } from '@/shared/constants.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { BrowseFilters } from './browse-filters.tsx';
import { ListingCard } from './listing-card.tsx';
import { ListingCardSkeleton } from './listing-card-skeleton.tsx';
import { LoadMore } from './load-more.tsx';
import { NoListingFound } from './no-listing-found.tsx';

const GRID = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';
// The widest row (lg): on a narrower screen the rest of it is still near the top.
const FIRST_ROW = 3;

type ListingBrowserProps = {
  /** The Save toggle of one card (see ListingCard). */
  renderSaveControl: (listing: Listing, nameId: string) => ReactNode;
};

/**
 * Browse: search, category and platform filters and a sort over an endlessly scrolling grid of
 * Open listings.
 */
export function ListingBrowser({ renderSaveControl }: ListingBrowserProps) {
  const { filters, searchText, setSearchText, setCategory, setPlatform, setSort } =
    useBrowseFilters();
  const query = useInfiniteQuery({
    ...getListingsQueryOptions(filters),
    // The old results stay while the new ones load, so typing does not flash the skeletons.
    placeholderData: keepPreviousData,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const listings = query.data?.pages.flatMap((page) => page.items) ?? [];

  let results: ReactNode;
  if (query.isPending) {
    results = (
      <div role="status" aria-label="Loading software" className={GRID}>
        {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders that never reorder
          <ListingCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (query.isError && listings.length === 0) {
    results = <RetryAlert onRetry={() => query.refetch()}>Failed to fetch software</RetryAlert>;
  } else if (listings.length === 0) {
    results = <NoListingFound filters={filters} />;
  } else {
    results = (
      <>
        <ul className={GRID} aria-busy={query.isPlaceholderData}>
          {listings.map((listing, index) => (
            <li key={listing.id}>
              <ListingCard
                listing={listing}
                priority={index < FIRST_ROW}
                renderSaveControl={(nameId) => renderSaveControl(listing, nameId)}
              />
            </li>
          ))}
        </ul>
        {query.isFetchNextPageError && (
          <ErrorAlert className="mt-6">Failed to fetch software</ErrorAlert>
        )}
        {hasNextPage && (
          <LoadMore
            onLoadMore={loadMore}
            loading={isFetchingNextPage}
            auto={!query.isFetchNextPageError}
          />
        )}
      </>
    );
  }

  return (
    <>
      <BrowseFilters
        search={searchText}
        onSearchChange={setSearchText}
        category={filters.category}
        onCategoryChange={setCategory}
        platform={filters.platform}
        onPlatformChange={setPlatform}
        sort={filters.sort ?? 'newest'}
        onSortChange={setSort}
        searching={Boolean(filters.search)}
      />
      {results}
    </>
  );
}
