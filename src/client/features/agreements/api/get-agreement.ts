import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { errorCode } from '@/client/lib/errors.ts';
import { agreementPaths } from '@/shared/contracts/agreement-paths.ts';
import type { Agreement } from '@/shared/contracts/agreements.ts';

/** The listing's current terms; null while it has none. */
async function getAgreement(listingId: string): Promise<Agreement | null> {
  try {
    const res = await apiRequest('GET', agreementPaths.listing(listingId));
    return res.json();
  } catch (error) {
    if (errorCode(error) === 'agreement_not_found') return null;
    throw error;
  }
}

export const getAgreementQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: [agreementPaths.listing(listingId)],
    queryFn: () => getAgreement(listingId),
  });

export function useAgreement(listingId: string) {
  return useQuery(getAgreementQueryOptions(listingId));
}
