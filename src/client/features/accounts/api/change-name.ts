import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import { accountSettingsPaths, type ChangeNameBody } from '@/shared/contracts/account-settings.ts';
import { type User, userSchema } from '@/shared/contracts/auth.ts';

async function changeName(body: ChangeNameBody): Promise<User> {
  const res = await apiRequest('PUT', accountSettingsPaths.name, body);
  return userSchema.parse(await res.json());
}

/** The nav's avatar menu and every screen read the session's user: it gets the new name at once. */
export function useChangeName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeName,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.session, user),
  });
}
