import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { errorCode } from '@/client/lib/errors.ts';
import { adminPaths, type RemoveForAbuseBody } from '@/shared/contracts/admin.ts';
import { getUsersQueryOptions } from './get-users.ts';

type RemoveForAbuseInput = RemoveForAbuseBody & { userId: string };

/** The server answers 204: there is nothing to read back. */
async function removeForAbuse({ userId, reason }: RemoveForAbuseInput): Promise<void> {
  await apiRequest('POST', adminPaths.removeForAbuse(userId), { reason });
}

/**
 * The list is read again after a removal, and also when the server no longer knows the account:
 * another admin removed it first (or its owner deleted it), so the row on screen is stale.
 */
export function useRemoveForAbuse() {
  const queryClient = useQueryClient();
  const usersKey = getUsersQueryOptions().queryKey;
  return useMutation({
    mutationFn: removeForAbuse,
    // Not awaited: the re-read drops the removed row, and with it the dialog that still has to
    // close and hand focus back.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: usersKey });
    },
    onError: (error) => {
      if (errorCode(error) === 'user_not_found') {
        void queryClient.invalidateQueries({ queryKey: usersKey });
      }
    },
  });
}
