import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import type { MyCycle } from '@/shared/contracts/cycles.ts';
import { myCyclesKey } from './cycle-query-keys.ts';

/** The cycles the signed-in tester holds or held a place in, each with its listing and their days. */
async function getMyCycles(): Promise<MyCycle[]> {
  const res = await apiRequest('GET', cyclePaths.mine);
  return res.json();
}

export const getMyCyclesQueryOptions = () =>
  queryOptions({ queryKey: myCyclesKey, queryFn: getMyCycles });

/** Only testers take part in cycles: My Demos mounts this for testers alone. */
export function useMyCycles() {
  return useQuery(getMyCyclesQueryOptions());
}
