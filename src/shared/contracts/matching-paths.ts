// Kept apart from the matching schemas so the first screen's code does not carry zod.
export const matchingPaths = {
  /** GET: "Recommended for you": open listings with places that fit the tester's devices. */
  recommended: '/api/me/recommended',
  /** GET: testers whose devices fit the cycle's listing and whose record is good (its builder). */
  inviteSuggestions: (cycleId: string) => `/api/cycles/${cycleId}/invite-suggestions`,
  /** POST {testerIds, message?}: invite them to the cycle (its builder; rate-limited). */
  invitations: (cycleId: string) => `/api/cycles/${cycleId}/invitations`,
  /** GET: the signed-in tester's invitations, pending first. */
  myInvitations: '/api/me/invitations',
  /** POST: the tester accepts (then joins from the listing) or ignores an invitation. */
  acceptInvitation: (invitationId: string) => `/api/invitations/${invitationId}/accept`,
  ignoreInvitation: (invitationId: string) => `/api/invitations/${invitationId}/ignore`,
  /** GET/PUT {acceptsInvitations}: whether builders may invite the signed-in tester. */
  invitationSettings: '/api/me/invitation-settings',
} as const;
