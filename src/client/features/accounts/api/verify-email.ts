import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { authPaths } from '@/shared/contracts/session.ts';
import type { VerifyEmailBody } from '@/shared/contracts/verification.ts';

async function verifyEmail(body: VerifyEmailBody): Promise<User> {
  const res = await apiRequest('POST', authPaths.verifyEmail, body);
  return res.json();
}

/**
 * Sends the link's token back. A signed-in session is read again, as verifying may have made an
 * Admin. A signed-out browser is signed in by the link, but its session is left for the next page
 * load to read: read now, it would swap the signed-out screens for the signed-in ones, and this
 * screen would open again and send its spent token a second time.
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => {
      if (queryClient.getQueryData(queryKeys.session)) {
        return queryClient.invalidateQueries({ queryKey: queryKeys.session });
      }
    },
  });
}
