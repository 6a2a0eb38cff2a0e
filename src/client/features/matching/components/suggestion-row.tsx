import { useId } from 'react';
import { PersonAvatar } from '@/client/components/person-avatar.tsx';
import { deviceNames } from '@/client/features/matching/utils/device-names.ts';
import { recordSummary } from '@/client/features/matching/utils/record-summary.ts';
import { getFullName } from '@/client/lib/user-name.ts';
import type { InviteSuggestion } from '@/shared/contracts/matching.ts';

/** One suggested tester: a checkbox named by the tester, their fitting devices and record. */
export function SuggestionRow({
  suggestion: { tester, matchingDevices, record },
  selected,
  onSelectedChange,
}: {
  suggestion: InviteSuggestion;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
}) {
  const checkboxId = useId();
  const devicesId = useId();
  const recordId = useId();
  const name = getFullName(tester) || 'A tester';
  return (
    <li className="flex min-w-0 items-start gap-3 rounded-lg border p-3">
      <input
        id={checkboxId}
        type="checkbox"
        className="mt-2.5 size-4 shrink-0 cursor-pointer accent-primary"
        aria-describedby={`${devicesId} ${recordId}`}
        checked={selected}
        onChange={(event) => onSelectedChange(event.target.checked)}
      />
      <PersonAvatar person={tester} className="shrink-0" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <label htmlFor={checkboxId} className="cursor-pointer font-medium wrap-anywhere">
          {name}
        </label>
        <div className="grid gap-0.5 text-muted-foreground text-sm">
          <span id={devicesId} className="wrap-anywhere">
            Tests on {deviceNames(matchingDevices)}
          </span>
          <span id={recordId} className="wrap-anywhere">
            {recordSummary(record)}
          </span>
        </div>
      </div>
    </li>
  );
}
