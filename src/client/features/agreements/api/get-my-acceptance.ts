import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { errorCode } from '@/client/lib/errors.ts';
import { agreementPaths } from '@/shared/contracts/agreement-paths.ts';
import type { AgreementAcceptance } from '@/shared/contracts/agreements.ts';

/** The signed-in tester's latest acceptance of the listing's terms; null when they gave none. */
async function getMyAcceptance(listingId: string): Promise<AgreementAcceptance | null> {
  try {
    const res = await apiRequest('GET', agreementPaths.myAcceptance(listingId));
    return res.json();
  } catch (error) {
    if (errorCode(error) === 'agreement_not_found') return null;
    throw error;
  }
}

export const getMyAcceptanceQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: [agreementPaths.myAcceptance(listingId)],
    queryFn: () => getMyAcceptance(listingId),
  });

export function useMyAcceptance(listingId: string) {
  return useQuery(getMyAcceptanceQueryOptions(listingId));
}
