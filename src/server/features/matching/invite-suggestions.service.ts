import type { Database } from '@/server/db/client.ts';
import { INVITE_SUGGESTIONS_MAX, type InviteSuggestion } from '@/shared/contracts/matching.ts';
import { eligibleTesters } from './eligible-testers.ts';
import { invitingCycle } from './inviting-cycle.ts';
import { rankSuggestions } from './ranking.ts';

/** Testers the builder might invite to their cycle, best record first (`ranking.ts`). */
export async function suggestInvitees(
  db: Database,
  builderId: string,
  cycleId: string,
  now: Date,
): Promise<InviteSuggestion[]> {
  const cycle = await invitingCycle(db, builderId, cycleId, now);
  const eligible = await eligibleTesters(db, cycle);
  const ranked = rankSuggestions(
    eligible.map((candidate) => ({
      ...candidate,
      id: candidate.tester.id,
      fittingDevices: candidate.matchingDevices.length,
    })),
  );
  return ranked
    .slice(0, INVITE_SUGGESTIONS_MAX)
    .map(({ tester, matchingDevices, record }) => ({ tester, matchingDevices, record }));
}
