import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import {
  accountSettingsPaths,
  type ChangeEmailBody,
  changeEmailResponseSchema,
} from '@/shared/contracts/account-settings.ts';

/** 202: a link goes to the new address; the address changes only when it is opened. */
async function requestEmailChange(body: ChangeEmailBody): Promise<string> {
  const res = await apiRequest('POST', accountSettingsPaths.changeEmail, body);
  return changeEmailResponseSchema.parse(await res.json()).message;
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
