// Kept apart from the saved-listing schemas so the first screen's code does not carry zod.
export const savedPaths = {
  list: '/api/saved',
  byListing: (softwareId: string) => `/api/saved/${softwareId}`,
} as const;
