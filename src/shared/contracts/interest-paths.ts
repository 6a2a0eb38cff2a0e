// Kept apart from the interest schemas so the first screen's code does not carry zod.
export const interestPaths = {
  list: '/api/interests',
  /** DELETE leaves the beta of this listing. */
  byListing: (softwareId: string) => `/api/interests/${softwareId}`,
  /** PATCH: the owning builder accepts or declines one tester. */
  one: (interestId: string) => `/api/interests/${interestId}`,
  /** GET: the testers who joined one listing (its builder only). */
  testersOf: (softwareId: string) => `/api/software/${softwareId}/testers`,
  /** POST: an Accepted tester says "I'm still testing", which keeps their place. */
  activity: (softwareId: string) => `/api/interests/${softwareId}/activity`,
  /** POST: one decision for several of a listing's testers at once (its builder only). */
  decisionsOf: (softwareId: string) => `/api/software/${softwareId}/testers/decisions`,
} as const;
