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
  /** POST: an opted-in tester's "I used it today"; GET: the builder's list of every check-in. */
  checkIns: (cycleId: string) => `/api/cycles/${cycleId}/check-ins`,
  /** GET: a check-in's screenshot, to the tester who took it and the cycle's builder. */
  checkInScreenshot: (cycleId: string, testerId: string, date: string) =>
    `/api/cycles/${cycleId}/check-ins/${testerId}/${date}/screenshot`,
  /** GET: the builder's grid of testers × days, the continuous count and who is at risk. */
  board: (cycleId: string) => `/api/cycles/${cycleId}/board`,
  /** POST: the builder posts a build update; GET: the cycle's changelog, newest first. */
  builds: (cycleId: string) => `/api/cycles/${cycleId}/builds`,
  /** GET: the evidence pack as JSON, or as CSV (builder only). */
  evidence: (cycleId: string) => `/api/cycles/${cycleId}/evidence`,
  evidenceCsv: (cycleId: string) => `/api/cycles/${cycleId}/evidence.csv`,
  /** GET: the cycles the signed-in tester is in, with their days, for My Demos. */
  mine: '/api/me/cycles',
} as const;
