import { isMissingError } from '@/client/lib/errors.ts';

type ListingRead = { data?: { name: string }; isError: boolean; error: unknown };

/** A listing's screen is named after the listing, or says it is missing; null while loading. */
export function listingPageName({ data, isError, error }: ListingRead): string | null {
  if (data) return data.name;
  return isError && isMissingError(error) ? 'Software Not Found' : null;
}
