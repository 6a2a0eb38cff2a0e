import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import {
  accountSettingsPaths,
  type ConfirmEmailChangeResponse,
  confirmEmailChangeResponseSchema,
} from '@/shared/contracts/account-settings.ts';

async function confirmEmailChange(token: string): Promise<ConfirmEmailChangeResponse> {
  const res = await apiRequest('POST', accountSettingsPaths.confirmEmailChange, { token });
  return confirmEmailChangeResponseSchema.parse(await res.json());
}

/** The signed-in user, if it is their account, shows the new address once it is read again. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
  });
}
