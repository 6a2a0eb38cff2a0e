import { pageTitle } from '@shared/page-title.ts';
import { useEffect } from 'react';
import { isMissingError } from '../lib/errors.ts';

/**
 * Names the tab after the screen ("Browse · Beta Harbor"), so tabs, history and screen readers
 * tell pages apart. `null` while the screen's name is still loading keeps the previous title.
 */
export function useDocumentTitle(name: string | null) {
  useEffect(() => {
    if (name !== null) document.title = pageTitle(name);
  }, [name]);
}

type ListingRead = { data?: { name: string }; isError: boolean; error: unknown };

/** A listing's screen is named after the listing, or says it is missing; null while loading. */
export function listingPageName({ data, isError, error }: ListingRead): string | null {
  if (data) return data.name;
  return isError && isMissingError(error) ? 'Software Not Found' : null;
}
