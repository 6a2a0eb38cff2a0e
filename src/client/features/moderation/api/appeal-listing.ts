import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { moderationPaths } from '@/shared/contracts/moderation-paths.ts';
import { listingHideKey } from './get-listing-hide.ts';

async function appealListing(listingId: string, message: string): Promise<void> {
  await apiRequest('POST', moderationPaths.listingAppeal(listingId), { message });
}

/** The builder's one appeal; the hide is read again so the banner says it was sent. */
export function useAppealListing(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => appealListing(listingId, message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listingHideKey(listingId) }),
  });
}
