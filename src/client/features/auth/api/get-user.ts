import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/client/lib/api-client.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import type { Session } from '@/shared/contracts/auth.ts';

/**
 * The session read: the session endpoint answers null when signed out, so a signed-out page
 * makes no failed request (GET /api/auth/user would answer 401, which the browser logs).
 */
export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.session,
    queryFn: getQueryFn<Session>(),
  });

export function useUser() {
  const { data, isLoading } = useQuery(getUserQueryOptions());
  // Any failure to read the session leaves the visitor signed out.
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
