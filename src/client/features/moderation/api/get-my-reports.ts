import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/client/lib/api-client.ts';
import type { MyReport } from '@/shared/contracts/moderation.ts';
import { moderationPaths } from '@/shared/contracts/moderation-paths.ts';

export const myReportsQueryKey = [moderationPaths.myReports] as const;

/** The signed-in person's reports, newest first, and how each was handled. */
export function useMyReports() {
  return useQuery({ queryKey: myReportsQueryKey, queryFn: getQueryFn<MyReport[]>() });
}
