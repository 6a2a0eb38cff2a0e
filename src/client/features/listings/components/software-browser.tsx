import { SKELETON_CARD_COUNT } from '@shared/constants.ts';
import type { Software } from '@shared/contracts/listings.ts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { getSoftwareListQueryOptions } from '../api/get-software-list.ts';
import { useBrowseFilters } from '../hooks/use-browse-filters.ts';
import { BrowseFilters } from './browse-filters.tsx';
import { LoadMore } from './load-more.tsx';
import { NoSoftwareFound } from './no-software-found.tsx';
import { SoftwareCard } from './software-card.tsx';
import { SoftwareCardSkeleton } from './software-card-skeleton.tsx';

const GRID = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';

type SoftwareBrowserProps = {
  /** The Save toggle of one card (see SoftwareCard). */
  renderSaveControl: (software: Software, nameId: string) => ReactNode;
};

/** Browse: search and category filters over an endlessly scrolling grid of Open listings. */
export function SoftwareBrowser({ renderSaveControl }: SoftwareBrowserProps) {
  const { filters, searchText, setSearchText, setCategory } = useBrowseFilters();
  const query = useInfiniteQuery({
    ...getSoftwareListQueryOptions(filters),
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
          <SoftwareCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (query.isError && listings.length === 0) {
    results = <RetryAlert onRetry={() => query.refetch()}>Failed to fetch software</RetryAlert>;
  } else if (listings.length === 0) {
    results = <NoSoftwareFound filters={filters} />;
  } else {
    results = (
      <>
        <ul className={GRID} aria-busy={query.isPlaceholderData}>
          {listings.map((software) => (
            <li key={software.id}>
              <SoftwareCard
                software={software}
                renderSaveControl={(nameId) => renderSaveControl(software, nameId)}
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
      />
      {results}
    </>
  );
}
