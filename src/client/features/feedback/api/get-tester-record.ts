import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { TesterReportCounts } from '@/shared/contracts/feedback.ts';
import { feedbackPaths } from '@/shared/contracts/feedback-paths.ts';

/** How many of a tester's reports builders acknowledged. */
async function getTesterRecord(userId: string): Promise<TesterReportCounts> {
  const res = await apiRequest('GET', feedbackPaths.testerRecord(userId));
  return res.json();
}

const getTesterRecordQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [feedbackPaths.testerRecord(userId)],
    queryFn: () => getTesterRecord(userId),
  });

export function useTesterRecord(userId: string) {
  return useQuery(getTesterRecordQueryOptions(userId));
}
