import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { authPaths } from '@/shared/contracts/session.ts';

/** Resolves when the link's token would still reset the password; it is not used up. */
async function checkResetLink(token: string): Promise<true> {
  await apiRequest('POST', authPaths.checkResetLink, { token });
  return true;
}

const checkResetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [authPaths.checkResetLink, token] as const,
    queryFn: () => checkResetLink(token),
  });

/** Asked once when the reset screen opens, so a spent link says so before anything is typed. */
export function useResetLinkCheck(token: string) {
  return useQuery(checkResetLinkQueryOptions(token));
}
