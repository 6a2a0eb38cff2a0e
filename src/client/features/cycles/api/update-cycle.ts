import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import type { Cycle, UpdateCycleBody } from '@/shared/contracts/cycles.ts';
import { receiveCycleChange } from './cycle-query-keys.ts';

/** Ends the cycle early or extends it; the grid and the outlook change with its last date. */
export function useUpdateCycle(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateCycleBody): Promise<Cycle> =>
      (await apiRequest('PATCH', cyclePaths.one(cycleId), body)).json(),
    onSuccess: (cycle) =>
      receiveCycleChange(queryClient, { cycleId, softwareId: cycle.softwareId }),
  });
}
