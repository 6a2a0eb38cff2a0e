import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { RegisterBody, RegisterResponse } from '@/shared/contracts/auth.ts';
import { authPaths } from '@/shared/contracts/session.ts';

async function register(body: RegisterBody): Promise<RegisterResponse> {
  const res = await apiRequest('POST', authPaths.register, body);
  return res.json();
}

/**
 * Asks for the account. Nothing is signed in: the link mailed to the address finishes it, so the
 * screen says to check the mail, whatever the address.
 */
export function useRegister() {
  return useMutation({ mutationFn: register });
}
