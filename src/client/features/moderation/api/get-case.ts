import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { CaseDetail } from '@/shared/contracts/moderation.ts';
import { moderationPaths } from '@/shared/contracts/moderation-paths.ts';
import type { ReportTarget } from '@/shared/contracts/moderation-rules.ts';

/** One case: the thing as its owner wrote it, its reports, and its owner's history. */
async function getCase(targetType: ReportTarget, targetId: string): Promise<CaseDetail> {
  const res = await apiRequest('GET', moderationPaths.case(targetType, targetId));
  return res.json();
}

export const getCaseQueryOptions = (targetType: ReportTarget, targetId: string) =>
  queryOptions({
    queryKey: [moderationPaths.case(targetType, targetId)],
    queryFn: () => getCase(targetType, targetId),
  });

export function useCase(targetType: ReportTarget, targetId: string) {
  return useQuery(getCaseQueryOptions(targetType, targetId));
}
