import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/client/lib/api-client.ts';
import type { Device } from '@/shared/contracts/devices.ts';
import type { RecommendedListing } from '@/shared/contracts/matching.ts';
import { matchingKeys } from './matching-query-keys.ts';

export function useRecommended() {
  return useQuery({
    queryKey: matchingKeys.recommended,
    queryFn: getQueryFn<RecommendedListing[]>(),
  });
}

/** Whether the tester listed any device: without one, nothing can be recommended. */
export function useMyDevices() {
  return useQuery({ queryKey: matchingKeys.myDevices, queryFn: getQueryFn<Device[]>() });
}
