import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/client/lib/api-client.ts';
import type { ListingHide } from '@/shared/contracts/moderation.ts';
import { moderationPaths } from '@/shared/contracts/moderation-paths.ts';

/** The signed-in builder's hidden listings, each with why: the dashboard marks them. */
export function useMyHiddenListings() {
  return useQuery({
    queryKey: [moderationPaths.myHiddenListings],
    queryFn: getQueryFn<ListingHide[]>(),
  });
}
