import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import type { SavedItem } from '@/shared/contracts/saved.ts';
import { savedPaths } from '@/shared/contracts/saved-paths.ts';

/** The signed-in user's saved software, each item with its listing and builder. */
async function getSaved(): Promise<SavedItem[]> {
  const res = await apiRequest('GET', savedPaths.list);
  return res.json();
}

export const getSavedQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.saved, queryFn: getSaved });

export function useSaved() {
  return useQuery(getSavedQueryOptions());
}
