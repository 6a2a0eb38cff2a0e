import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { errorCode } from '@/client/lib/errors.ts';
import { agreementPaths } from '@/shared/contracts/agreement-paths.ts';
import type { Agreement } from '@/shared/contracts/agreements.ts';

/**
 * A listing's current terms, null while it has none. One read for the builder's editor and the
 * tester's join dialog (two features), under one key, so a save refreshes what a join shows.
 */
async function getListingTerms(listingId: string): Promise<Agreement | null> {
  try {
    const res = await apiRequest('GET', agreementPaths.listing(listingId));
    return res.json();
  } catch (error) {
    if (errorCode(error) === 'agreement_not_found') return null;
    throw error;
  }
}

export const listingTermsQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: [agreementPaths.listing(listingId)],
    queryFn: () => getListingTerms(listingId),
  });
