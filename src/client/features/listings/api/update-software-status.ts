import type { SoftwareStatus } from '@shared/constants.ts';
import { listingPaths, type Software } from '@shared/contracts/listings.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getBuilderSoftwareQueryOptions } from './get-builder-software.ts';

type UpdateStatusInput = { id: string; status: SoftwareStatus };

export async function updateSoftwareStatus({ id, status }: UpdateStatusInput): Promise<Software> {
  const res = await apiRequest('PUT', listingPaths.one(id), { status });
  return res.json();
}

/** Closing hides a listing from Browse and reopening brings it back, so both lists refresh. */
export function useUpdateSoftwareStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSoftwareStatus,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: getBuilderSoftwareQueryOptions().queryKey });
      queryClient.invalidateQueries({ queryKey: queryKeys.listings });
    },
  });
}
