import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import { interestPaths } from '@/shared/contracts/interest-paths.ts';
import type { Interest } from '@/shared/contracts/interests.ts';

/** The tester's joined betas, each with its listing and the listing's builder. */
async function getInterests(): Promise<Interest[]> {
  const res = await apiRequest('GET', interestPaths.list);
  return res.json();
}

export const getInterestsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.interests, queryFn: getInterests });

/** Only testers join betas: screens mount this for testers alone, so no one else asks. */
export function useInterests() {
  return useQuery(getInterestsQueryOptions());
}
