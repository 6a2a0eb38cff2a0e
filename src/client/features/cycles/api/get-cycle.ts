import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import type { Cycle } from '@/shared/contracts/cycles.ts';
import { cycleKey } from './cycle-query-keys.ts';

/** One cycle: the builder's copy carries the roster, a tester's their own opt-in and days. */
export const getCycleQueryOptions = (cycleId: string) =>
  queryOptions({
    queryKey: cycleKey(cycleId),
    queryFn: async (): Promise<Cycle> => (await apiRequest('GET', cyclePaths.one(cycleId))).json(),
  });

export function useCycle(cycleId: string) {
  return useQuery(getCycleQueryOptions(cycleId));
}
