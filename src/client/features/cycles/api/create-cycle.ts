import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import type { CreateCycleBody, Cycle } from '@/shared/contracts/cycles.ts';
import { listingCyclesKey } from './cycle-query-keys.ts';

export function useCreateCycle(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateCycleBody): Promise<Cycle> =>
      (await apiRequest('POST', cyclePaths.ofListing(listingId), body)).json(),
    // The answer is the cycle without its roster: the cycle page reads the builder's own copy.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingCyclesKey(listingId) }),
  });
}
