import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { CreateReportBody } from '@/shared/contracts/moderation.ts';
import { moderationPaths } from '@/shared/contracts/moderation-paths.ts';

async function createReport(body: CreateReportBody): Promise<void> {
  await apiRequest('POST', moderationPaths.reports, body);
}

/** Files one report; nothing on screen reads reports back, so no cache is touched. */
export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
