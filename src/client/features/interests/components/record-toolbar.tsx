import { useId } from 'react';
import { Label } from '@/client/components/ui/label.tsx';
import { NativeSelect } from '@/client/components/ui/native-select.tsx';
import { type RecordFilters, TESTER_ORDERS, type TesterOrder } from './tester-order.ts';

type RecordToolbarProps = {
  order: TesterOrder;
  onOrderChange: (order: TesterOrder) => void;
  filters: RecordFilters;
  onFiltersChange: (filters: RecordFilters) => void;
  /** Whether the listing names platforms, so a tester's devices can fit it. */
  matchesDevices: boolean;
};

const isOrder = (value: string): value is TesterOrder => value in TESTER_ORDERS;

/**
 * Orders the testers by their record and hides some by it or by their devices; the answers filter
 * composes with it.
 */
export function RecordToolbar({
  order,
  onOrderChange,
  filters,
  onFiltersChange,
  matchesDevices,
}: RecordToolbarProps) {
  const orderId = useId();
  return (
    <fieldset className="@container min-w-0">
      <legend className="mb-2 font-medium text-sm">Sort and filter</legend>
      <div className="flex flex-col gap-3 @lg:flex-row @lg:flex-wrap @lg:items-end">
        <div className="grid min-w-0 gap-1.5 @lg:w-60">
          <Label htmlFor={orderId}>Sort testers</Label>
          <NativeSelect
            id={orderId}
            value={order}
            onChange={(event) => {
              if (isOrder(event.target.value)) onOrderChange(event.target.value);
            }}
          >
            {Object.entries(TESTER_ORDERS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2 @lg:pb-2.5">
          <FilterBox
            label="Hide testers released for silence"
            checked={filters.hideReleased}
            onChange={(hideReleased) => onFiltersChange({ ...filters, hideReleased })}
          />
          <FilterBox
            label="Only testers with a record (not New)"
            checked={filters.onlyWithRecord}
            onChange={(onlyWithRecord) => onFiltersChange({ ...filters, onlyWithRecord })}
          />
          {matchesDevices && (
            <FilterBox
              label="Only testers with a matching device"
              checked={filters.onlyMatchingDevice}
              onChange={(onlyMatchingDevice) => onFiltersChange({ ...filters, onlyMatchingDevice })}
            />
          )}
        </div>
      </div>
    </fieldset>
  );
}

function FilterBox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        className="size-4 shrink-0 cursor-pointer accent-primary"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="cursor-pointer text-sm">
        {label}
      </label>
    </div>
  );
}
