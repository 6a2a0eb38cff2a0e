import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { AuditEntry } from '@/shared/contracts/moderation.ts';
import { moderationPaths } from '@/shared/contracts/moderation-paths.ts';
import type { AuditAction } from '@/shared/contracts/moderation-rules.ts';

/** What the admin narrowed the log to; an empty filter shows everything. */
export type AuditLogFilters = { action?: AuditAction; subjectId?: string };

type AuditLogPage = { entries: AuditEntry[]; nextBefore: string | null };

async function getAuditLog(filters: AuditLogFilters, before: string | null): Promise<AuditLogPage> {
  const params = new URLSearchParams();
  if (filters.action) params.set('action', filters.action);
  if (filters.subjectId) params.set('subjectId', filters.subjectId);
  if (before) params.set('before', before);
  const query = params.toString();
  const res = await apiRequest('GET', `${moderationPaths.auditLog}${query ? `?${query}` : ''}`);
  return res.json();
}

/** The key every filtered read starts with, so one invalidation refreshes them all. */
export const getAuditLogKey = () => [moderationPaths.auditLog];

export const getAuditLogQueryOptions = (filters: AuditLogFilters) =>
  infiniteQueryOptions({
    queryKey: [...getAuditLogKey(), filters],
    queryFn: ({ pageParam }) => getAuditLog(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
  });

/** The log, newest first, a page at a time: `fetchNextPage` reads the entries before the last. */
export function useAuditLog(filters: AuditLogFilters) {
  return useInfiniteQuery(getAuditLogQueryOptions(filters));
}
