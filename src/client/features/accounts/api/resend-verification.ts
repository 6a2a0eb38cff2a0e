import { useMutation } from '@tanstack/react-query';
import { useToast } from '@/client/hooks/use-toast.ts';
import { apiRequest } from '@/client/lib/api-client.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import { authPaths } from '@/shared/contracts/session.ts';
import type { ResendVerificationResponse } from '@/shared/contracts/verification.ts';

async function resendVerification(): Promise<ResendVerificationResponse> {
  const res = await apiRequest('POST', authPaths.resendVerification);
  return res.json();
}

/** "Resend link": a toast says where the new link went, or why none was sent. */
export function useResendVerification() {
  const { toast } = useToast();
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: ({ email }) =>
      toast({ title: 'Link sent', description: `We sent a new link to ${email}.` }),
    onError: (error) => handleMutationError(toast, error),
  });
}
