import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import type { Role } from '@/shared/constants.ts';
import { adminPaths } from '@/shared/contracts/admin.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { getUsersQueryOptions } from './get-users.ts';

type UpdateUserRoleInput = { userId: string; role: Role };

async function updateUserRole({ userId, role }: UpdateUserRoleInput): Promise<User> {
  const res = await apiRequest('PATCH', adminPaths.userRole(userId), { role });
  return res.json();
}

/**
 * The changed user goes into the table at once, so its selector does not flick back while the
 * list and its counts are read again. The session's user is read again too: an admin may have
 * changed their own role, and the navigation and this screen's access follow it. That read
 * belongs to the auth feature, so it is named by its API path, the generic reader's key.
 */
export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  const usersKey = getUsersQueryOptions().queryKey;
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: (updated) => {
      queryClient.setQueryData(usersKey, (users) =>
        users?.map((user) => (user.id === updated.id ? updated : user)),
      );
      queryClient.invalidateQueries({ queryKey: usersKey });
      queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
}
