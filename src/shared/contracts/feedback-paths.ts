// Kept apart from the feedback schemas so the first screen's code does not carry zod.
export const feedbackPaths = {
  /** POST: an Accepted tester reports; GET: the listing's builder's board. */
  ofListing: (listingId: string) => `/api/software/${listingId}/feedback`,
  /** GET a report with its timeline; PATCH its status. */
  one: (id: string) => `/api/feedback/${id}`,
  comments: (id: string) => `/api/feedback/${id}/comments`,
  /** GET: the signed-in tester's own reports, newest first. */
  mine: '/api/feedback/mine',
  /** A report's screenshot, served only to its reporter, the listing's builder and admins. */
  screenshot: (id: string, index: number) => `/api/feedback/${id}/screenshots/${index}`,
  export: (listingId: string) => `/api/software/${listingId}/feedback/export`,
  /** GET, public: how the listing's builder answers reports. */
  stats: (listingId: string) => `/api/software/${listingId}/feedback/stats`,
  /** GET, signed in: how many of a tester's reports builders acknowledged. */
  testerRecord: (userId: string) => `/api/users/${userId}/feedback-record`,
} as const;
