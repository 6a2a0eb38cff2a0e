import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import {
  accountSettingsPaths,
  type ChangePasswordBody,
} from '@/shared/contracts/account-settings.ts';

/** 204: other sessions end; this one carries on under a new cookie the server sets. */
async function changePassword(body: ChangePasswordBody): Promise<void> {
  await apiRequest('POST', accountSettingsPaths.changePassword, body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
