// Kept apart from the cycle schemas so the first screen's code does not carry zod.
export const cyclePaths = {
  /** POST starts a cycle on the listing (its builder only); GET its cycles, newest first. */
  ofListing: (listingId: string) => `/api/software/${listingId}/cycles`,
  /** GET one cycle; PATCH ends it early, extends it or changes its numbers (its builder only). */
  one: (cycleId: string) => `/api/cycles/${cycleId}`,
  /** PUT: an Accepted tester confirms "I've opted in" with their store account. */
  optIn: (cycleId: string) => `/api/cycles/${cycleId}/opt-in`,
  /** GET: the confirmed store e-mails as Play Console's tester list takes them (builder only). */
  roster: (cycleId: string) => `/api/cycles/${cycleId}/roster.csv`,
} as const;
