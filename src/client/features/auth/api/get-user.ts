import type { User } from '@shared/contracts/auth.ts';
import { authPaths } from '@shared/contracts/session.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';

/** The session probe: a 401 means "signed out", not a failure. */
export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: [authPaths.user],
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
  });

export function useUser() {
  const { data, isLoading } = useQuery(getUserQueryOptions());
  // Any failure to read the session (not only a 401) leaves the visitor signed out.
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
