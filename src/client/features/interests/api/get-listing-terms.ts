import { useQuery } from '@tanstack/react-query';
import { listingTermsQueryOptions } from '@/client/lib/listing-terms-query.ts';

/** Read only while the join dialog shows them. */
export function useListingTerms(listingId: string, enabled: boolean) {
  return useQuery({ ...listingTermsQueryOptions(listingId), enabled });
}
