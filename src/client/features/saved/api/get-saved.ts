import { type SavedItem, savedPaths } from '@shared/contracts/saved.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The signed-in user's saved software, each item with its listing and builder. */
export async function getSaved(): Promise<SavedItem[]> {
  const res = await apiRequest('GET', savedPaths.list);
  return res.json();
}

export const getSavedQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.saved, queryFn: getSaved });

export function useSaved() {
  return useQuery(getSavedQueryOptions());
}
