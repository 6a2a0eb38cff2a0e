import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { CycleEvidence } from '@/shared/contracts/cycle-evidence.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import { cycleEvidenceKey } from './cycle-query-keys.ts';

/** The evidence pack as JSON, which the printable page lays out. */
export function useCycleEvidence(cycleId: string) {
  return useQuery({
    queryKey: cycleEvidenceKey(cycleId),
    queryFn: async (): Promise<CycleEvidence> =>
      (await apiRequest('GET', cyclePaths.evidence(cycleId))).json(),
  });
}
