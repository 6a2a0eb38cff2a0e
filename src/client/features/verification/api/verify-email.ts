import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { authPaths } from '@/shared/contracts/session.ts';
import type { VerifyEmailBody } from '@/shared/contracts/verification.ts';

export async function verifyEmail(body: VerifyEmailBody): Promise<User> {
  const res = await apiRequest('POST', authPaths.verifyEmail, body);
  return res.json();
}

/** Sends the link's token back; the session is read again, as verifying may have made an Admin. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
  });
}
