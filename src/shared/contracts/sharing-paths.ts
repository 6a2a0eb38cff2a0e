// Kept apart from the sharing schemas so the first screen's code does not carry zod.
export const sharingPaths = {
  shortLinks: '/api/short-links',
  publicListing: (id: string) => `/api/public/software/${id}`,
} as const;
