import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { CASE_SORTS, CaseSummary } from '@/shared/contracts/moderation.ts';
import { moderationPaths } from '@/shared/contracts/moderation-paths.ts';

export type CaseSort = (typeof CASE_SORTS)[number];

/** The open cases: things with open reports, and hidden listings' appeals. */
async function getCases(sort: CaseSort): Promise<CaseSummary[]> {
  const res = await apiRequest('GET', `${moderationPaths.cases}?sort=${sort}`);
  return res.json();
}

/** Both orders share the first key part, so one invalidation refreshes the queue whatever its sort. */
export const getCasesQueryOptions = (sort: CaseSort = 'newest') =>
  queryOptions({ queryKey: [moderationPaths.cases, sort], queryFn: () => getCases(sort) });

export function useCases(sort: CaseSort = 'newest') {
  return useQuery(getCasesQueryOptions(sort));
}
