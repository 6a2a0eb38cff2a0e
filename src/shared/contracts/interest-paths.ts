// Kept apart from the interest schemas so the first screen's code does not carry zod.
export const interestPaths = {
  list: '/api/interests',
  /** DELETE leaves the beta of this listing. */
  byListing: (listingId: string) => `/api/interests/${listingId}`,
  /** PATCH: the owning builder accepts or declines one tester. */
  one: (interestId: string) => `/api/interests/${interestId}`,
  /** GET: the testers who joined one listing (its builder only). */
  testersOf: (listingId: string) => `/api/software/${listingId}/testers`,
  /** POST: an Accepted tester says "I'm still testing", which keeps their place. */
  activity: (listingId: string) => `/api/interests/${listingId}/activity`,
  /** POST: one decision for several of a listing's testers at once (its builder only). */
  decisionsOf: (listingId: string) => `/api/software/${listingId}/testers/decisions`,
} as const;
