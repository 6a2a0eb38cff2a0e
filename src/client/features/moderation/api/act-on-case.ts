import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { errorCode } from '@/client/lib/errors.ts';
import type { CaseActionBody } from '@/shared/contracts/moderation.ts';
import { moderationPaths } from '@/shared/contracts/moderation-paths.ts';
import type { ReportTarget } from '@/shared/contracts/moderation-rules.ts';
import { getAuditLogKey } from './get-audit-log.ts';
import { getCaseQueryOptions } from './get-case.ts';
import { getCasesQueryOptions } from './get-cases.ts';

type CaseActionAnswer = { closedReports: number };

async function actOnCase(
  targetType: ReportTarget,
  targetId: string,
  body: CaseActionBody,
): Promise<CaseActionAnswer> {
  const res = await apiRequest('POST', moderationPaths.caseActions(targetType, targetId), body);
  return res.json();
}

/**
 * After an action the queue, the case and the audit log are read again. A case another admin
 * closed first (`case_not_found`) is stale on screen too, so the queue is read again then as well.
 */
export function useActOnCase(targetType: ReportTarget, targetId: string) {
  const queryClient = useQueryClient();
  const refreshQueue = () => {
    void queryClient.invalidateQueries({ queryKey: [getCasesQueryOptions().queryKey[0]] });
  };
  return useMutation({
    mutationFn: (body: CaseActionBody) => actOnCase(targetType, targetId, body),
    onSuccess: () => {
      refreshQueue();
      void queryClient.invalidateQueries({
        queryKey: getCaseQueryOptions(targetType, targetId).queryKey,
      });
      void queryClient.invalidateQueries({ queryKey: getAuditLogKey() });
    },
    onError: (error) => {
      if (errorCode(error) === 'case_not_found') refreshQueue();
    },
  });
}
