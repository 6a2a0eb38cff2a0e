import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { adminPaths } from '@/shared/contracts/admin.ts';
import type { User } from '@/shared/contracts/auth.ts';

/** Every account, newest first: the admin's user table and its counts. */
async function getUsers(): Promise<User[]> {
  const res = await apiRequest('GET', adminPaths.users);
  return res.json();
}

export const getUsersQueryOptions = () =>
  queryOptions({ queryKey: [adminPaths.users], queryFn: getUsers });

export function useUsers() {
  return useQuery(getUsersQueryOptions());
}
