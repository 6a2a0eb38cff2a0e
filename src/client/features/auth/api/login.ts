import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { navigateTo } from '@/client/lib/navigation.ts';
import type { LoginBody, User } from '@/shared/contracts/auth.ts';
import { authPaths, safeReturnTo } from '@/shared/contracts/session.ts';
import { getUserQueryOptions } from './get-user.ts';

async function login(body: LoginBody): Promise<User> {
  const res = await apiRequest('POST', authPaths.login, body);
  return res.json();
}

/** Signs in, then reloads the app at `returnTo` so every screen starts from the new session. */
export function useLogin({ returnTo }: { returnTo: string | null }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(getUserQueryOptions().queryKey, user);
      navigateTo(safeReturnTo(returnTo));
    },
  });
}
