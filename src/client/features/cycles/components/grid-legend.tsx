import { DAY_STATE_LABELS } from '@/client/features/cycles/utils/cycle-labels.ts';
import { BOARD_DAY_STATES } from '@/shared/contracts/cycle-board.ts';
import { LegendSquare } from './day-square.tsx';

/** What each square means, in the squares' own marks. */
export function GridLegend({ size }: { size?: 'sm' | 'md' }) {
  return (
    <ul
      aria-label="Legend"
      className="flex flex-wrap gap-x-4 gap-y-2 text-muted-foreground text-sm"
    >
      {BOARD_DAY_STATES.map((state) => (
        <li key={state} className="flex items-center gap-1.5">
          <LegendSquare state={state} size={size} />
          <span className="first-letter:uppercase">{DAY_STATE_LABELS[state]}</span>
        </li>
      ))}
    </ul>
  );
}
