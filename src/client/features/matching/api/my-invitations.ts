import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '@/client/lib/api-client.ts';
import type { Invitation } from '@/shared/contracts/matching.ts';
import { matchingPaths } from '@/shared/contracts/matching-paths.ts';
import { matchingKeys } from './matching-query-keys.ts';

export function useMyInvitations() {
  return useQuery({
    queryKey: matchingKeys.myInvitations,
    queryFn: getQueryFn<Invitation[]>(),
  });
}

export type InvitationAnswer = 'accept' | 'ignore';

async function answerInvitation({ id, answer }: { id: string; answer: InvitationAnswer }) {
  const path =
    answer === 'accept' ? matchingPaths.acceptInvitation(id) : matchingPaths.ignoreInvitation(id);
  await apiRequest('POST', path);
}

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInvitation,
    // Answered twice (another tab) refreshes the list as an answer does.
    onSettled: () => queryClient.invalidateQueries({ queryKey: matchingKeys.myInvitations }),
  });
}
