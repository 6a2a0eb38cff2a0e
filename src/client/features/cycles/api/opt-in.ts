import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import type { CycleOptIn, OptInBody } from '@/shared/contracts/cycles.ts';
import { cycleKey, myCyclesKey } from './cycle-query-keys.ts';

async function optIn(cycleId: string, body: OptInBody): Promise<CycleOptIn> {
  const res = await apiRequest('PUT', cyclePaths.optIn(cycleId), body);
  return res.json();
}

/**
 * "I've opted in", or a corrected store address. The tester's cycles are read again before the
 * mutation settles, so the card turns to "Opted in as ..." with the days that came with it; a
 * refusal re-reads them too, since it says the card was out of date (the cycle ended, the place
 * went).
 */
export function useOptIn(cycleId: string) {
  const queryClient = useQueryClient();
  const reread = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: myCyclesKey }),
      queryClient.invalidateQueries({ queryKey: cycleKey(cycleId) }),
    ]);
  return useMutation({
    mutationFn: (body: OptInBody) => optIn(cycleId, body),
    onSuccess: reread,
    onError: () => void reread(),
  });
}
