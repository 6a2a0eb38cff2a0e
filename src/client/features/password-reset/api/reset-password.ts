import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import type { User } from '@/shared/contracts/auth.ts';
import type { ResetPasswordBody } from '@/shared/contracts/password-reset.ts';
import { authPaths } from '@/shared/contracts/session.ts';

export async function resetPassword(body: ResetPasswordBody): Promise<User> {
  const res = await apiRequest('POST', authPaths.resetPassword, body);
  return res.json();
}

/**
 * Sets the new password; the answer signs the user in. Whatever was read while signed out is
 * dropped, and the session is the user the server answered, so the app carries on signed in.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (user) => {
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== queryKeys.session[0],
      });
      queryClient.setQueryData(queryKeys.session, user);
    },
  });
}
