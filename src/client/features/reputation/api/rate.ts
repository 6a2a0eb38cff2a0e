import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { CreateRatingBody, Rating, UpdateRatingBody } from '@/shared/contracts/reputation.ts';
import { reputationPaths } from '@/shared/contracts/reputation-paths.ts';
import { givenRatingsKey, pendingRatingsKey } from './reputation-query-keys.ts';

async function createRating(body: CreateRatingBody): Promise<Rating> {
  return (await apiRequest('POST', reputationPaths.ratings, body)).json();
}

async function updateRating(ratingId: string, body: UpdateRatingBody): Promise<Rating> {
  return (await apiRequest('PATCH', reputationPaths.rating(ratingId), body)).json();
}

/**
 * Both lists are the server's to say: a rating given leaves the pending list and joins the given
 * one, and a refusal (already rated, window closed, now shown) may mean either list moved on.
 */
function useRereadRatings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [pendingRatingsKey, givenRatingsKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateRating() {
  const reread = useRereadRatings();
  return useMutation({
    mutationFn: createRating,
    onSuccess: reread,
    onError: () => void reread(),
  });
}

export function useUpdateRating(ratingId: string) {
  const reread = useRereadRatings();
  return useMutation({
    mutationFn: (body: UpdateRatingBody) => updateRating(ratingId, body),
    onSuccess: reread,
    onError: () => void reread(),
  });
}
