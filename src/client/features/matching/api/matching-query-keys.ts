import { devicePaths } from '@/shared/contracts/device-paths.ts';
import { matchingPaths } from '@/shared/contracts/matching-paths.ts';

/** Each key is its API path, the generic reader's convention. */
export const matchingKeys = {
  recommended: [matchingPaths.recommended] as const,
  /** The devices feature reads the same path under the same key, so its changes reach here. */
  myDevices: [devicePaths.mine] as const,
  myInvitations: [matchingPaths.myInvitations] as const,
  invitationSettings: [matchingPaths.invitationSettings] as const,
  inviteSuggestions: (cycleId: string) => [matchingPaths.inviteSuggestions(cycleId)] as const,
};
