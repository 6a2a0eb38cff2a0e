import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { adminPaths, type digestSendResponseSchema } from '@/shared/contracts/admin.ts';
import type { z } from '@/shared/contracts/zod.ts';
import { getDigestPreviewQueryOptions } from './get-digest-preview.ts';
import { getOutboxQueryOptions } from './get-outbox.ts';

type SendDigestResult = z.infer<typeof digestSendResponseSchema>;

/** Sends this week's digest now; the server sends a week's digest at most once. */
async function sendDigest(): Promise<SendDigestResult> {
  const res = await apiRequest('POST', adminPaths.digestSend);
  return res.json();
}

/** The preview turns to "already sent" and the digest mails join the outbox. */
export function useSendDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendDigest,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: getDigestPreviewQueryOptions().queryKey });
      queryClient.invalidateQueries({ queryKey: getOutboxQueryOptions().queryKey });
    },
  });
}
