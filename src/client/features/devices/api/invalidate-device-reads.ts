import type { QueryClient } from '@tanstack/react-query';
import { matchingPaths } from '@/shared/contracts/matching-paths.ts';
import { getDevicesQueryOptions } from './get-devices.ts';

/** A device added or removed changes the list, and which betas fit: the recommendations too. */
export function invalidateDeviceReads(queryClient: QueryClient) {
  queryClient.invalidateQueries({ queryKey: getDevicesQueryOptions().queryKey });
  queryClient.invalidateQueries({ queryKey: [matchingPaths.recommended] });
}
