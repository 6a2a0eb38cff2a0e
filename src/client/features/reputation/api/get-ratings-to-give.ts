import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/client/lib/api-client.ts';
import type { PendingRating, Rating } from '@/shared/contracts/reputation.ts';
import { givenRatingsKey, pendingRatingsKey } from './reputation-query-keys.ts';

/** The people the signed-in user may rate now and has not. */
export function usePendingRatings() {
  return useQuery({ queryKey: pendingRatingsKey, queryFn: getQueryFn<PendingRating[]>() });
}

/** The ratings the signed-in user gave, hidden or shown. */
export function useGivenRatings() {
  return useQuery({ queryKey: givenRatingsKey, queryFn: getQueryFn<Rating[]>() });
}
