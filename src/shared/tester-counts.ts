import { type InterestStatus, PLACE_HOLDING_STATUSES } from './constants.ts';

/**
 * What a listing's counts count, wherever one is shown (detail, cards, share page, dashboard,
 * testers panel), so that no two of them contradict each other:
 * - testers: the signups that hold a place, Interested or Accepted. A waitlisted, declined or
 *   released tester is not one of them, or "2 testers joined" would sit beside "1 place".
 * - waitlisted: the signups waiting for a place.
 * - places left: the tester limit less the testers, never below 0; null without a limit.
 */
export const holdsPlace = (status: InterestStatus) =>
  (PLACE_HOLDING_STATUSES as readonly InterestStatus[]).includes(status);

export const countTesters = (signups: readonly { status: InterestStatus }[]) =>
  signups.filter((signup) => holdsPlace(signup.status)).length;

export const placesLeftOf = (testerLimit: number | null, testers: number): number | null =>
  testerLimit === null ? null : Math.max(0, testerLimit - testers);
