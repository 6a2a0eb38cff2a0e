import type { ListingTester } from '@/shared/contracts/interests.ts';
import type { TesterRecord } from '@/shared/contracts/reputation.ts';
import type { Figure } from '@/shared/contracts/reputation-rules.ts';

/** How the builder orders the testers; the server sends them newest first. */
export const TESTER_ORDERS = {
  newest: 'Newest first',
  reliable: 'Most reliable first',
  rated: 'Highest rated first',
} as const;
export type TesterOrder = keyof typeof TESTER_ORDERS;

/** What the builder hides by record or by device; all off by default. */
export type RecordFilters = {
  hideReleased: boolean;
  onlyWithRecord: boolean;
  onlyMatchingDevice: boolean;
};
export const NO_RECORD_FILTERS: RecordFilters = {
  hideReleased: false,
  onlyWithRecord: false,
  onlyMatchingDevice: false,
};

const FIGURES = ['betasHeld', 'cyclesHeld', 'checkIns', 'rating'] as const;

/** Nothing happened yet: no figure rests on any event, no report, no release. */
export const isFreshRecord = (record: TesterRecord) =>
  FIGURES.every((name) => record[name].events === 0) &&
  record.reports.filed === 0 &&
  record.releasedForSilence === 0;

/** At least one figure rests on enough events to say more than "New". */
const hasRecord = (record: TesterRecord) => FIGURES.some((name) => record[name].value !== null);

/** Higher values first; a "New" figure after every number, so a newcomer is not ranked as bad. */
function byFigure(pick: (record: TesterRecord) => Figure) {
  return (a: ListingTester, b: ListingTester) => {
    const x = pick(a.record).value;
    const y = pick(b.record).value;
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return y - x;
  };
}

const RELIABLE = [
  byFigure((record) => record.betasHeld),
  byFigure((record) => record.cyclesHeld),
  byFigure((record) => record.checkIns),
];
const COMPARERS: Record<TesterOrder, ((a: ListingTester, b: ListingTester) => number)[]> = {
  newest: [],
  reliable: RELIABLE,
  rated: [byFigure((record) => record.rating)],
};

/** The testers the record filters keep, in the chosen order; ties stay newest first. */
export function orderTesters(
  testers: ListingTester[],
  order: TesterOrder,
  filters: RecordFilters,
): ListingTester[] {
  const kept = testers.filter(
    ({ record, matchingDevices }) =>
      (!filters.hideReleased || record.releasedForSilence === 0) &&
      (!filters.onlyWithRecord || hasRecord(record)) &&
      (!filters.onlyMatchingDevice || matchingDevices.length > 0),
  );
  const comparers = COMPARERS[order];
  // Array sort is stable: testers equal on every figure keep the server's newest-first order.
  return kept.sort((a, b) => {
    for (const compare of comparers) {
      const difference = compare(a, b);
      if (difference !== 0) return difference;
    }
    return 0;
  });
}
