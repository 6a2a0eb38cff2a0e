import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/client/components/ui/button.tsx';
import type { DecisionChoice } from './decision-dialog.tsx';

type TesterSelectionBarProps = {
  shownCount: number;
  selectedCount: number;
  onSelectAll: (selected: boolean) => void;
  onDecide: (status: DecisionChoice) => void;
  busy: boolean;
  /** Whether accepting the selected testers would change anything and fits the free places. */
  canAccept: boolean;
  /** The id of the note saying why the selected testers do not fit. */
  acceptBlockedBy?: string;
};

/** Selects the testers listed (as filtered) and decides about the selected ones at once. */
export function TesterSelectionBar({
  shownCount,
  selectedCount,
  onSelectAll,
  onDecide,
  busy,
  canAccept,
  acceptBlockedBy,
}: TesterSelectionBarProps) {
  const id = useId();
  const countId = useId();
  const all = shownCount > 0 && selectedCount === shownCount;
  const none = selectedCount === 0;
  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-background p-3 sm:flex-row sm:flex-wrap sm:items-center">
      <div className="flex flex-1 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          className="size-4 shrink-0 cursor-pointer accent-primary"
          checked={all}
          disabled={shownCount === 0}
          ref={(box) => {
            if (box) box.indeterminate = !all && !none;
          }}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        <label htmlFor={id} className="cursor-pointer whitespace-nowrap font-medium text-sm">
          Select all shown
        </label>
        <span
          id={countId}
          className="whitespace-nowrap text-muted-foreground text-sm"
          aria-live="polite"
        >
          {selectedCount} selected
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          aria-describedby={acceptBlockedBy ? `${countId} ${acceptBlockedBy}` : countId}
          disabled={busy || none || !canAccept}
          onClick={() => onDecide('Accepted')}
        >
          <Check aria-hidden="true" />
          Accept selected
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-describedby={countId}
          disabled={busy || none}
          onClick={() => onDecide('Declined')}
        >
          <X aria-hidden="true" />
          Decline selected
        </Button>
      </div>
    </div>
  );
}
