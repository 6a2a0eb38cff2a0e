import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { navigateTo } from '@/client/lib/navigation.ts';
import type { RegisterBody, User } from '@/shared/contracts/auth.ts';
import { authPaths, safeReturnTo } from '@/shared/contracts/session.ts';
import { getUserQueryOptions } from './get-user.ts';

export async function register(body: RegisterBody): Promise<User> {
  const res = await apiRequest('POST', authPaths.register, body);
  return res.json();
}

/** Creates the account (which signs it in), then reloads the app at `returnTo`. */
export function useRegister({ returnTo }: { returnTo: string | null }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.setQueryData(getUserQueryOptions().queryKey, user);
      navigateTo(safeReturnTo(returnTo));
    },
  });
}
