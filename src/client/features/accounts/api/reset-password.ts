import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import type { User } from '@/shared/contracts/auth.ts';
import type { ResetPasswordBody } from '@/shared/contracts/password-reset.ts';
import { authPaths } from '@/shared/contracts/session.ts';

async function resetPassword(body: ResetPasswordBody): Promise<User> {
  const res = await apiRequest('POST', authPaths.resetPassword, body);
  return res.json();
}

// The link's check stays: the screen showing it is on its way out, and a check read again would
// find the link spent and say so.
const kept: unknown[] = [queryKeys.session[0], authPaths.checkResetLink];

/**
 * Sets the new password; the answer signs the user in. Whatever was read while signed out is
 * dropped, and the session is the user the server answered, so the app carries on signed in.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (user) => {
      queryClient.removeQueries({ predicate: (query) => !kept.includes(query.queryKey[0]) });
      queryClient.setQueryData(queryKeys.session, user);
    },
  });
}
