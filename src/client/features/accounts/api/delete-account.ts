import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { DeleteAccountBody } from '@/shared/contracts/account-data.ts';
import { authPaths } from '@/shared/contracts/session.ts';

async function deleteAccount(body: DeleteAccountBody): Promise<void> {
  await apiRequest('DELETE', authPaths.user, body);
}

/** The caller decides what follows a deletion (the session's user lives in another feature). */
export function useDeleteAccount({ onSuccess }: { onSuccess: () => void }) {
  return useMutation({ mutationFn: deleteAccount, onSuccess });
}
