import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { listingTermsQueryOptions } from '@/client/lib/listing-terms-query.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import { agreementPaths } from '@/shared/contracts/agreement-paths.ts';
import type { Agreement } from '@/shared/contracts/agreements.ts';

/** New text is a new version; empty text drops the terms (204, answered as null). */
async function putAgreement(listingId: string, text: string): Promise<Agreement | null> {
  const res = await apiRequest('PUT', agreementPaths.listing(listingId), { text });
  return res.status === 204 ? null : res.json();
}

/** The listing names its current version: its reads refresh with the terms. */
export function usePutAgreement(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => putAgreement(listingId, text),
    onSuccess: (agreement) => {
      queryClient.setQueryData(listingTermsQueryOptions(listingId).queryKey, agreement);
      queryClient.invalidateQueries({ queryKey: queryKeys.listing(listingId) });
    },
  });
}
