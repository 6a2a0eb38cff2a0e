import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type {
  ForgotPasswordBody,
  ForgotPasswordResponse,
} from '@/shared/contracts/password-reset.ts';
import { authPaths } from '@/shared/contracts/session.ts';

async function requestPasswordReset(body: ForgotPasswordBody): Promise<ForgotPasswordResponse> {
  const res = await apiRequest('POST', authPaths.forgotPassword, body);
  return res.json();
}

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
