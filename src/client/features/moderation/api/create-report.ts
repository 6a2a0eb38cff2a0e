import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { CreateReportBody } from '@/shared/contracts/moderation.ts';
import { moderationPaths } from '@/shared/contracts/moderation-paths.ts';
import { myReportsQueryKey } from './get-my-reports.ts';

async function createReport(body: CreateReportBody): Promise<void> {
  await apiRequest('POST', moderationPaths.reports, body);
}

/** Files one report; the person's own list of reports is read again. */
export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myReportsQueryKey }),
  });
}
