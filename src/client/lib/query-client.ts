import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client.ts';
import { isUnauthorizedError } from './errors.ts';
import { queryKeys } from './query-keys.ts';
import { isSigningOut } from './signing-out.ts';

/**
 * Reads the session again after a sign that it ended elsewhere (a suspension, a sign-out in
 * another tab): a null answer takes the page to the signed-out routes, which send a signed-in-only
 * page to sign-in. Not during this page's own sign-out, which is already loading the page that
 * follows it: moving to sign-in would cancel that load.
 */
export function reReadSession(client: QueryClient): void {
  if (!isSigningOut()) void client.invalidateQueries({ queryKey: queryKeys.session });
}

/**
 * Any read or write refused for want of a session re-reads it. The session read answers null
 * rather than 401, so no loop.
 */
export function reReadSessionOnUnauthorized(client: QueryClient, error: unknown): void {
  if (isUnauthorizedError(error)) reReadSession(client);
}

/**
 * The spec's caching rules: data never goes stale by itself, no refetch on focus, no polling and
 * no retries. Screens refresh data explicitly after the mutations that change it.
 */
export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error) => reReadSessionOnUnauthorized(queryClient, error),
  }),
  mutationCache: new MutationCache({
    onError: (error) => reReadSessionOnUnauthorized(queryClient, error),
  }),
  defaultOptions: {
    queries: {
      queryFn: getQueryFn(),
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
