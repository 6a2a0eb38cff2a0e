import { Ban, Check, Clock, type LucideIcon, Minus, X } from 'lucide-react';
import { cn } from '@/client/lib/utils.ts';
import type { BoardDayState } from '@/shared/contracts/cycle-board.ts';

/** Each state has its own mark as well as its colour, so none is told by colour alone. */
const LOOKS: Record<BoardDayState, { Icon: LucideIcon | null; className: string }> = {
  'checked-in': {
    Icon: Check,
    className: 'bg-emerald-600 text-white dark:bg-emerald-500 dark:text-emerald-950',
  },
  missed: {
    Icon: X,
    className:
      'border border-red-300 bg-red-100 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
  },
  today: { Icon: Clock, className: 'border-2 border-primary text-primary' },
  'not-joined': { Icon: Minus, className: 'bg-muted text-muted-foreground' },
  dropped: { Icon: Ban, className: 'bg-muted text-muted-foreground' },
  upcoming: { Icon: null, className: 'border border-dashed border-muted-foreground/50' },
};

type SquareProps = { state: BoardDayState; size?: 'sm' | 'md' };

function squareClass({ state, size = 'md' }: SquareProps) {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-md [print-color-adjust:exact]',
    size === 'md' ? 'size-7' : 'size-5',
    LOOKS[state].className,
  );
}

function Mark({ state, size = 'md' }: SquareProps) {
  const { Icon } = LOOKS[state];
  return Icon && <Icon className={size === 'md' ? 'size-4' : 'size-3'} aria-hidden="true" />;
}

/** One square of the grid; `label` is what a screen reader hears ("Zoë, day 3: checked in"). */
export function DaySquare({ label, ...props }: SquareProps & { label: string }) {
  return (
    <span role="img" aria-label={label} title={label} className={squareClass(props)}>
      <Mark {...props} />
    </span>
  );
}

/** A legend's square: the text beside it says what it means. */
export function LegendSquare(props: SquareProps) {
  return (
    <span aria-hidden="true" className={squareClass(props)}>
      <Mark {...props} />
    </span>
  );
}
