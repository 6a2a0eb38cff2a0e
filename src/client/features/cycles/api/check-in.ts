import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { CheckIn, CheckInBody } from '@/shared/contracts/cycle-check-ins.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import { cycleCheckInsKey, cycleKey, myCyclesKey } from './cycle-query-keys.ts';

async function checkIn(cycleId: string, body: CheckInBody): Promise<CheckIn> {
  const res = await apiRequest('POST', cyclePaths.checkIns(cycleId), body);
  return res.json();
}

/**
 * "I used it today". The streak and "checked in today" are the server's to count, so the
 * tester's cycles are read again before the mutation settles; a refusal (not today any more,
 * already checked in, no place) re-reads them as well, to show where the tester really stands.
 */
export function useCheckIn(cycleId: string) {
  const queryClient = useQueryClient();
  const reread = () =>
    Promise.all(
      [myCyclesKey, cycleKey(cycleId), cycleCheckInsKey(cycleId)].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  return useMutation({
    mutationFn: (body: CheckInBody) => checkIn(cycleId, body),
    onSuccess: reread,
    onError: () => void reread(),
  });
}
