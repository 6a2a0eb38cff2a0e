import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { errorCode } from '@/client/lib/errors.ts';
import type { ListingHide } from '@/shared/contracts/moderation.ts';
import { moderationPaths } from '@/shared/contracts/moderation-paths.ts';

export const listingHideKey = (listingId: string) =>
  [moderationPaths.listingHide(listingId)] as const;

/** Why the listing is hidden, or null when it is not (the server's `listing_not_hidden`). */
async function getListingHide(listingId: string): Promise<ListingHide | null> {
  try {
    return await (await apiRequest('GET', moderationPaths.listingHide(listingId))).json();
  } catch (error) {
    if (errorCode(error) === 'listing_not_hidden') return null;
    throw error;
  }
}

/** Asked only for the listing's builder (the screen decides): nobody else may read why. */
export function useListingHide(listingId: string) {
  return useQuery({
    queryKey: listingHideKey(listingId),
    queryFn: () => getListingHide(listingId),
  });
}
