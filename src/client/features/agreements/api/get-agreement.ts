import { useQuery } from '@tanstack/react-query';
import { listingTermsQueryOptions } from '@/client/lib/listing-terms-query.ts';

export function useAgreement(listingId: string) {
  return useQuery(listingTermsQueryOptions(listingId));
}
