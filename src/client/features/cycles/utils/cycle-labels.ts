import type { BoardDayState } from '@/shared/contracts/cycle-board.ts';
import type { CycleKind } from '@/shared/contracts/cycle-rules.ts';
import { fullName } from '@/shared/person-name.ts';

export const CYCLE_KIND_LABELS: Record<CycleKind, string> = {
  PlayClosedTest: 'Google Play closed test',
  TestFlight: 'TestFlight',
  Custom: 'Custom',
};

/** What a square of the grid says to a screen reader, and in the legend. */
export const DAY_STATE_LABELS: Record<BoardDayState, string> = {
  'checked-in': 'checked in',
  missed: 'missed',
  today: 'today, not checked in yet',
  'not-joined': 'not opted in yet',
  dropped: 'dropped out',
  upcoming: 'still to come',
};

/** A tester's name as the cycle screens show it; someone without one is still someone. */
export function testerName(person: { firstName: string | null; lastName: string | null }) {
  return fullName(person) || 'A tester';
}
