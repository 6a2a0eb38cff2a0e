import type { CycleBoard } from '@/shared/contracts/cycle-board.ts';
import { countOf } from '@/shared/plural.ts';
import { formatDayMonth } from './cycle-dates.ts';

type Outlook = CycleBoard['progress']['outlook'];

/** What becomes of the store's requirement, in a sentence the builder reads at a glance. */
export function outlookText(outlook: Outlook): string {
  switch (outlook.kind) {
    case 'met':
      return `Requirement met on ${formatDayMonth(outlook.metOn)}`;
    case 'on-course':
      return outlook.withinCycle
        ? `On course: met on ${formatDayMonth(outlook.metOn)} if nobody drops`
        : `Met on ${formatDayMonth(outlook.metOn)} if nobody drops, after this cycle ends: extend it to get there`;
    case 'short':
      return `${countOf(outlook.testersMissing, 'tester', 'testers')} short`;
    case 'not-met':
      return 'Not met';
  }
}
