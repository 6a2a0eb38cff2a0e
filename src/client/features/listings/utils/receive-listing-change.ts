import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/client/lib/query-keys.ts';

/**
 * A listing was edited, closed, reopened or deleted: a page showing it reads it again at once;
 * lists that may hold it are read again when next shown, not by every open tab at this moment.
 */
export function receiveListingChange(queryClient: QueryClient, listingId: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.listing(listingId), exact: true });
  void queryClient.invalidateQueries({ queryKey: queryKeys.listings, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: queryKeys.builderListings, refetchType: 'none' });
}
