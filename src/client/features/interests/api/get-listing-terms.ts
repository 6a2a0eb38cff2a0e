import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { errorCode } from '@/client/lib/errors.ts';
import { agreementPaths } from '@/shared/contracts/agreement-paths.ts';
import type { Agreement } from '@/shared/contracts/agreements.ts';

/** The terms a tester accepts to join; null when the listing dropped them meanwhile. */
async function getListingTerms(listingId: string): Promise<Agreement | null> {
  try {
    const res = await apiRequest('GET', agreementPaths.listing(listingId));
    return res.json();
  } catch (error) {
    if (errorCode(error) === 'agreement_not_found') return null;
    throw error;
  }
}

export const getListingTermsQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: [agreementPaths.listing(listingId)],
    queryFn: () => getListingTerms(listingId),
  });

/** Read only while the join dialog shows them. */
export function useListingTerms(listingId: string, enabled: boolean) {
  return useQuery({ ...getListingTermsQueryOptions(listingId), enabled });
}
