import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import {
  adminPaths,
  type SendEmailBody,
  type sendEmailResponseSchema,
} from '@/shared/contracts/admin.ts';
import type { z } from '@/shared/contracts/zod.ts';
import { getOutboxQueryOptions } from './get-outbox.ts';

type SendEmailResult = z.infer<typeof sendEmailResponseSchema>;

/** Queues one outbox row per recipient; the worker delivers them later. */
async function sendEmail(body: SendEmailBody): Promise<SendEmailResult> {
  const res = await apiRequest('POST', adminPaths.sendEmail, body);
  return res.json();
}

/** The queued mails show in the outbox at once, as pending (or held, with no mail server). */
export function useSendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEmail,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: getOutboxQueryOptions().queryKey });
    },
  });
}
