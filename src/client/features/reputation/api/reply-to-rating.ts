import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { Rating } from '@/shared/contracts/reputation.ts';
import { reputationPaths } from '@/shared/contracts/reputation-paths.ts';
import { profileKey } from './reputation-query-keys.ts';

async function replyToRating(ratingId: string, body: string): Promise<Rating> {
  return (await apiRequest('POST', reputationPaths.ratingReply(ratingId), { body })).json();
}

/** The rated person's one public reply; their profile is read again to show it in place. */
export function useReplyToRating(ratingId: string, profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => replyToRating(ratingId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey(profileId) }),
  });
}
