import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { adminPaths, type OutboxItem } from '@/shared/contracts/admin.ts';

/** The latest 50 mails (admin and digest), newest first, with their delivery state. */
async function getOutbox(): Promise<OutboxItem[]> {
  const res = await apiRequest('GET', adminPaths.outbox);
  return res.json();
}

export const getOutboxQueryOptions = () =>
  queryOptions({ queryKey: [adminPaths.outbox], queryFn: getOutbox });

export function useOutbox() {
  return useQuery(getOutboxQueryOptions());
}
