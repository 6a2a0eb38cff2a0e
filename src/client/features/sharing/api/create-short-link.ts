import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { ShortLink } from '@/shared/contracts/sharing.ts';
import { sharingPaths } from '@/shared/contracts/sharing-paths.ts';
import { clientRoutes } from '@/shared/routes.ts';

/**
 * A short link to the listing's public share page. The server reuses one link per creator and
 * listing, so pressing Share again hands back the same URL.
 */
async function createShortLink(listingId: string): Promise<ShortLink> {
  const res = await apiRequest('POST', sharingPaths.shortLinks, {
    originalUrl: clientRoutes.share(listingId),
    softwareId: listingId,
  });
  return res.json();
}

export function useCreateShortLink() {
  return useMutation({ mutationFn: createShortLink });
}
