import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { Spinner } from '@/client/components/ui/spinner.tsx';
import { isMissingError } from '@/client/lib/errors.ts';
import { ListingNotFound } from './listing-not-found.tsx';

/**
 * A builder's screen of one listing (edit, feedback board, test cycles): until the listing is
 * read, a spinner, "not found" or a retry; then what `render` makes of it.
 */
export function whenListingRead<T>(
  query: UseQueryResult<T>,
  render: (listing: T) => ReactNode,
): ReactNode {
  if (query.isPending)
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading" />
      </div>
    );
  if (query.isError)
    return isMissingError(query.error) ? (
      <ListingNotFound />
    ) : (
      <RetryAlert onRetry={() => query.refetch()}>Failed to load this software.</RetryAlert>
    );
  return render(query.data);
}
