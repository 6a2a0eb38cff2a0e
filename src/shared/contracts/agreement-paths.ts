// Kept apart from the agreement schemas so the first screen's code does not carry zod.
export const agreementPaths = {
  /** GET: the listing's current terms (404 when it has none); PUT {text}: its builder sets them. */
  listing: (listingId: string) => `/api/software/${listingId}/agreement`,
  /** GET: the signed-in tester's acceptance of this listing's terms (404 when none). */
  myAcceptance: (listingId: string) => `/api/software/${listingId}/agreement/acceptance`,
} as const;
