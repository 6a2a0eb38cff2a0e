import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client.ts';

/**
 * The spec's caching rules: data never goes stale by itself, no refetch on focus, no polling and
 * no retries. Screens refresh data explicitly after the mutations that change it.
 */
export const queryClient = new QueryClient({
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
