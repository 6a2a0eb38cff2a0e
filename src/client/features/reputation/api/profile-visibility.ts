import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '@/client/lib/api-client.ts';
import type { ProfileVisibilityBody } from '@/shared/contracts/reputation.ts';
import { reputationPaths } from '@/shared/contracts/reputation-paths.ts';
import { profileVisibilityKey } from './reputation-query-keys.ts';

export function useProfileVisibility() {
  return useQuery({
    queryKey: profileVisibilityKey,
    queryFn: getQueryFn<ProfileVisibilityBody>(),
  });
}

// What was sent is what is kept: the answer's body is not needed (nor relied on) to show it.
async function saveVisibility(body: ProfileVisibilityBody): Promise<void> {
  await apiRequest('PUT', reputationPaths.profileVisibility, body);
}

export function useSetProfileVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVisibility,
    // A read still on its way would land after the save and show the old choice again.
    onMutate: () => queryClient.cancelQueries({ queryKey: profileVisibilityKey }),
    onSuccess: (_answer, sent) => queryClient.setQueryData(profileVisibilityKey, sent),
  });
}
