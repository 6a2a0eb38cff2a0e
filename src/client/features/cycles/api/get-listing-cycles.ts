import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import type { Cycle } from '@/shared/contracts/cycles.ts';
import { listingCyclesKey } from './cycle-query-keys.ts';

/** A listing's cycles, newest first. */
export function useListingCycles(listingId: string) {
  return useQuery({
    queryKey: listingCyclesKey(listingId),
    queryFn: async (): Promise<Cycle[]> =>
      (await apiRequest('GET', cyclePaths.ofListing(listingId))).json(),
  });
}
