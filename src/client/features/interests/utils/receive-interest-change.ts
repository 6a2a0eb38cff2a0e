import type { QueryClient } from '@tanstack/react-query';
import { getInterestsQueryOptions } from '@/client/features/interests/api/get-interests.ts';
import { type ToastInput, toast } from '@/client/hooks/use-toast.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import type { InterestStatus } from '@/shared/constants.ts';
import type { Listing } from '@/shared/contracts/listings.ts';

type InterestChange = { softwareId: string; status: InterestStatus };

/** What the tester is told; `before` tells a place that opened from a builder's change of mind. */
export function interestChangeToast(
  status: InterestStatus,
  before: InterestStatus | undefined,
  name: string | undefined,
): ToastInput {
  const beta = name ? `the ${name} beta` : 'the beta';
  switch (status) {
    case 'Accepted':
      return {
        title: 'The builder accepted you',
        description: `You're testing ${beta}. Its page says how to get the build.`,
      };
    case 'Declined':
      return { title: 'The builder declined you', description: `For ${beta}. My Demos says why.` };
    case 'Released':
      return { title: 'Your place was released', description: `In ${beta}. My Demos says why.` };
    case 'Waitlisted':
      return { title: "You're on the waitlist", description: `For ${beta}.` };
    case 'Interested':
      return before === 'Accepted' || before === 'Declined'
        ? { title: 'The builder reopened your signup', description: `For ${beta}.` }
        : { title: 'A place opened', description: `You're in ${beta}.` };
  }
}

/**
 * The builder decided about the tester, or a place opened for them: where they stand is read
 * again (My Demos, the listing's page and its access instructions), then they are told. A frame
 * that leaves their status as it was (a reminder, a move up the waitlist) only refreshes the page:
 * its news, if any, is in their notifications.
 */
export async function receiveInterestChange(
  queryClient: QueryClient,
  { softwareId: listingId, status }: InterestChange,
): Promise<void> {
  const interestsKey = getInterestsQueryOptions().queryKey;
  const before = queryClient
    .getQueryData(interestsKey)
    ?.find((interest) => interest.softwareId === listingId);
  void queryClient.invalidateQueries({ queryKey: queryKeys.listing(listingId) });
  void queryClient.invalidateQueries({ queryKey: interestsKey });
  // The frame names no listing: the name comes from the fresh signups, else any cached read.
  const after = await queryClient
    .fetchQuery(getInterestsQueryOptions())
    .then((interests) => interests.find((interest) => interest.softwareId === listingId))
    .catch(() => undefined);
  const name =
    after?.software.name ??
    before?.software.name ??
    queryClient.getQueryData<Listing>(queryKeys.listing(listingId))?.name;
  if (before?.status === status) return;
  toast(interestChangeToast(status, before?.status, name));
}
