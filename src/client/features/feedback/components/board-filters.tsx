import { useId } from 'react';
import { NativeSelect } from '@/client/components/ui/native-select.tsx';
import type { BoardFilters as Filters } from '@/client/features/feedback/api/get-feedback-board.ts';
import {
  FEEDBACK_KINDS,
  FEEDBACK_SORTS,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_STATUSES,
  SEVERITIES,
} from '@/shared/contracts/feedback.ts';
import { SORT_LABELS } from './feedback-labels.ts';

type Option = { value: string; label: string };

const ANY = '';

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

const withAny = (values: readonly string[], labels?: Record<string, string>): Option[] => [
  { value: ANY, label: 'Any' },
  ...values.map((value) => ({ value, label: labels?.[value] ?? value })),
];

type BoardFiltersProps = { filters: Filters; onChange: (change: Partial<Filters>) => void };

/** Kind, status and severity narrow the board ("Any" is no filter); the sort orders it. */
export function BoardFilters({ filters, onChange }: BoardFiltersProps) {
  // The selects only offer the contract's values, so a chosen one is always a known name.
  const choose =
    <K extends keyof Filters>(key: K) =>
    (value: string) =>
      onChange({ [key]: value === ANY ? undefined : value } as Partial<Filters>);
  return (
    <fieldset className="m-0 grid min-w-0 grid-cols-2 gap-3 border-0 p-0 sm:grid-cols-4">
      <legend className="sr-only">Filter and sort the feedback</legend>
      <FilterSelect
        label="Kind"
        value={filters.kind ?? ANY}
        options={withAny(FEEDBACK_KINDS)}
        onChange={choose('kind')}
      />
      <FilterSelect
        label="Status"
        value={filters.status ?? ANY}
        options={withAny(FEEDBACK_STATUSES, FEEDBACK_STATUS_LABELS)}
        onChange={choose('status')}
      />
      <FilterSelect
        label="Severity"
        value={filters.severity ?? ANY}
        options={withAny(SEVERITIES)}
        onChange={choose('severity')}
      />
      <FilterSelect
        label="Sort"
        value={filters.sort}
        options={FEEDBACK_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }))}
        onChange={choose('sort')}
      />
    </fieldset>
  );
}
