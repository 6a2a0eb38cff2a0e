import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import { accountSettingsPaths } from '@/shared/contracts/account-settings.ts';
import { type User, userSchema } from '@/shared/contracts/auth.ts';

/** Shows an image made from the user's upload (its `/objects/...` path) as their picture. */
async function setProfilePicture(profileImageUrl: string): Promise<User> {
  const res = await apiRequest('PUT', accountSettingsPaths.profilePicture, { profileImageUrl });
  return userSchema.parse(await res.json());
}

async function removeProfilePicture(): Promise<User> {
  const res = await apiRequest('DELETE', accountSettingsPaths.profilePicture);
  return userSchema.parse(await res.json());
}

export function useSetProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProfilePicture,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.session, user),
  });
}

export function useRemoveProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProfilePicture,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.session, user),
  });
}
