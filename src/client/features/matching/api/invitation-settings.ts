import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '@/client/lib/api-client.ts';
import type { InvitationSettings } from '@/shared/contracts/matching.ts';
import { matchingPaths } from '@/shared/contracts/matching-paths.ts';
import { matchingKeys } from './matching-query-keys.ts';

export function useInvitationSettings() {
  return useQuery({
    queryKey: matchingKeys.invitationSettings,
    queryFn: getQueryFn<InvitationSettings>(),
  });
}

async function saveSettings(body: InvitationSettings): Promise<void> {
  await apiRequest('PUT', matchingPaths.invitationSettings, body);
}

export function useSaveInvitationSettings() {
  const queryClient = useQueryClient();
  const queryKey = matchingKeys.invitationSettings;
  return useMutation({
    mutationFn: saveSettings,
    // A read still on its way would land after the save and show the old choice again.
    onMutate: () => queryClient.cancelQueries({ queryKey }),
    onSuccess: (_answer, sent) => queryClient.setQueryData(queryKey, sent),
  });
}
