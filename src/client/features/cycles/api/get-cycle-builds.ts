import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { CycleBuild } from '@/shared/contracts/cycle-builds.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import { cycleBuildsKey } from './cycle-query-keys.ts';

/** The cycle's changelog, newest first. */
export function useCycleBuilds(cycleId: string) {
  return useQuery({
    queryKey: cycleBuildsKey(cycleId),
    queryFn: async (): Promise<CycleBuild[]> =>
      (await apiRequest('GET', cyclePaths.builds(cycleId))).json(),
  });
}
