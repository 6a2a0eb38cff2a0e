// Kept apart from the saved-listing schemas so the first screen's code does not carry zod.
export const savedPaths = {
  list: '/api/saved',
  byListing: (listingId: string) => `/api/saved/${listingId}`,
} as const;
