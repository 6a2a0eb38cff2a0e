import {
  type CreateSoftwareBody,
  listingPaths,
  type Software,
} from '@shared/contracts/listings.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getBuilderSoftwareQueryOptions } from './get-builder-software.ts';

export async function createSoftware(body: CreateSoftwareBody): Promise<Software> {
  const res = await apiRequest('POST', listingPaths.list, body);
  return res.json();
}

/** A new listing shows on Browse and on the builder's dashboard. */
export function useCreateSoftware({ onSuccess }: { onSuccess: (software: Software) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSoftware,
    onSuccess: (software) => {
      queryClient.invalidateQueries({ queryKey: queryKeys.listings });
      queryClient.invalidateQueries({ queryKey: getBuilderSoftwareQueryOptions().queryKey });
      onSuccess(software);
    },
  });
}
