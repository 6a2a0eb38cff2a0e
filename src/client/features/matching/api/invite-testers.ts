import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '@/client/lib/api-client.ts';
import type {
  InviteSuggestion,
  InviteTestersInput,
  InviteTestersResult,
} from '@/shared/contracts/matching.ts';
import { matchingPaths } from '@/shared/contracts/matching-paths.ts';
import { matchingKeys } from './matching-query-keys.ts';

/** Read when the dialog opens, so the list is as fresh as the builder's intent. */
export function useInviteSuggestions(cycleId: string, enabled: boolean) {
  return useQuery({
    queryKey: matchingKeys.inviteSuggestions(cycleId),
    queryFn: getQueryFn<InviteSuggestion[]>(),
    enabled,
    staleTime: 0,
  });
}

async function inviteTesters(
  cycleId: string,
  body: InviteTestersInput,
): Promise<InviteTestersResult> {
  const response = await apiRequest('POST', matchingPaths.invitations(cycleId), body);
  return response.json();
}

export function useInviteTesters(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteTestersInput) => inviteTesters(cycleId, body),
    // Those invited are suggested no more.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: matchingKeys.inviteSuggestions(cycleId) }),
  });
}
