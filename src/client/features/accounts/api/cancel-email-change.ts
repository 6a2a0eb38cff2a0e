import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { accountSettingsPaths } from '@/shared/contracts/account-settings.ts';

async function cancelEmailChange(token: string): Promise<void> {
  await apiRequest('POST', accountSettingsPaths.cancelEmailChange, { token });
}

/** The link in the notice to the old address: the pending change stops, the address stays. */
export function useCancelEmailChange() {
  return useMutation({ mutationFn: cancelEmailChange });
}
