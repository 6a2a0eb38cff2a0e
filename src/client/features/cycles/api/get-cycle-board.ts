import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { CycleBoard } from '@/shared/contracts/cycle-board.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import { cycleBoardKey } from './cycle-query-keys.ts';

/** The builder's grid of testers × days and where the requirement stands. */
export function useCycleBoard(cycleId: string) {
  return useQuery({
    queryKey: cycleBoardKey(cycleId),
    queryFn: async (): Promise<CycleBoard> =>
      (await apiRequest('GET', cyclePaths.board(cycleId))).json(),
  });
}
