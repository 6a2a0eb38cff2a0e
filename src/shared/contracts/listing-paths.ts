// Kept apart from the listing schemas so the first screen's code does not carry zod.
export const listingPaths = {
  list: '/api/software',
  one: (id: string) => `/api/software/${id}`,
  builderList: '/api/builder/software',
} as const;

/** The next page's URL from a `Link` header (RFC 8288), as GitHub's API pages. */
export function nextPageUrl(linkHeader: string | null): string | null {
  if (!linkHeader) return null;
  const match = /<([^>]+)>;\s*rel="next"/.exec(linkHeader);
  return match?.[1] ?? null;
}
