import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { CreateBuildBody, CycleBuild } from '@/shared/contracts/cycle-builds.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import { feedbackPaths } from '@/shared/contracts/feedback-paths.ts';
import { receiveCycleChange } from './cycle-query-keys.ts';

/**
 * Posts a build update. The reports it names move to Fixed, so the listing's feedback (the board,
 * this page's checklist, each report's page) is read again along with the cycle.
 */
export function useCreateBuild(cycleId: string, listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateBuildBody): Promise<CycleBuild> =>
      (await apiRequest('POST', cyclePaths.builds(cycleId), body)).json(),
    onSuccess: (build) => {
      receiveCycleChange(queryClient, { cycleId, softwareId: listingId });
      void queryClient.invalidateQueries({ queryKey: [feedbackPaths.ofListing(listingId)] });
      for (const fix of build.fixes) {
        void queryClient.invalidateQueries({ queryKey: [feedbackPaths.one(fix.feedbackId)] });
      }
    },
  });
}
