import { reputationPaths } from '@/shared/contracts/reputation-paths.ts';

// Each key is the read's own URL, the generic reader's convention.
export const profileKey = (userId: string) => [reputationPaths.profile(userId)] as const;
export const recordEventsKey = (userId: string) => [reputationPaths.recordEvents(userId)] as const;
export const pendingRatingsKey = [reputationPaths.pendingRatings] as const;
export const givenRatingsKey = [reputationPaths.givenRatings] as const;
export const profileVisibilityKey = [reputationPaths.profileVisibility] as const;
