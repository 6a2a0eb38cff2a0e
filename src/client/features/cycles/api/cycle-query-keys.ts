import type { QueryClient } from '@tanstack/react-query';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';

// Each key is the read's own URL, the generic reader's convention.
export const cycleKey = (cycleId: string) => [cyclePaths.one(cycleId)] as const;
export const cycleBoardKey = (cycleId: string) => [cyclePaths.board(cycleId)] as const;
export const cycleBuildsKey = (cycleId: string) => [cyclePaths.builds(cycleId)] as const;
export const cycleCheckInsKey = (cycleId: string) => [cyclePaths.checkIns(cycleId)] as const;
export const cycleEvidenceKey = (cycleId: string) => [cyclePaths.evidence(cycleId)] as const;
export const listingCyclesKey = (listingId: string) => [cyclePaths.ofListing(listingId)] as const;
export const myCyclesKey = [cyclePaths.mine] as const;

/**
 * A cycle's days, roster or builds changed (the `cycle_changed` frame): every page showing it, the
 * builder's and the tester's, reads it again. Queries no page holds are only marked stale.
 */
export function receiveCycleChange(
  queryClient: QueryClient,
  { cycleId, softwareId }: { cycleId: string; softwareId: string },
): void {
  for (const queryKey of [
    cycleKey(cycleId),
    cycleBoardKey(cycleId),
    cycleBuildsKey(cycleId),
    cycleCheckInsKey(cycleId),
    cycleEvidenceKey(cycleId),
    listingCyclesKey(softwareId),
    myCyclesKey,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
