import { Search } from 'lucide-react';
import { Button } from '@/client/components/ui/button.tsx';
import { Input } from '@/client/components/ui/input.tsx';
import { Label } from '@/client/components/ui/label.tsx';
import { NativeSelect } from '@/client/components/ui/native-select.tsx';
import { CATEGORIES, type Category, SEARCH_MAX_LENGTH } from '@/shared/constants.ts';
import {
  BROWSE_SORT_LABELS,
  BROWSE_SORTS,
  type BrowseSort,
  isBrowseSort,
} from '@/shared/contracts/browse-sorts.ts';
import { PLATFORMS, type Platform } from '@/shared/contracts/platforms.ts';

type BrowseFiltersProps = {
  search: string;
  onSearchChange: (search: string) => void;
  /** Undefined means "All". */
  category: Category | undefined;
  onCategoryChange: (category: Category | undefined) => void;
  /** Undefined means every platform. */
  platform: Platform | undefined;
  onPlatformChange: (platform: Platform | undefined) => void;
  sort: BrowseSort;
  onSortChange: (sort: BrowseSort) => void;
  /** A search is applied: its results are ranked by match, whatever the sort. */
  searching: boolean;
};

const FILTERS: readonly { label: string; value: Category | undefined }[] = [
  { label: 'All', value: undefined },
  ...CATEGORIES.map((category) => ({ label: category, value: category })),
];

export function BrowseFilters({
  search,
  onSearchChange,
  category,
  onCategoryChange,
  ...order
}: BrowseFiltersProps) {
  return (
    <div className="mb-8 flex flex-col gap-4">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        {/* The search applies as the user types, so submitting has nothing left to do. */}
        {/* biome-ignore lint/a11y/useSemanticElements: the same landmark as <search>, which jsdom and Safari before 17 lack */}
        <form
          role="search"
          onSubmit={(event) => event.preventDefault()}
          className="w-full lg:max-w-md"
        >
          <label htmlFor="browse-search" className="sr-only">
            Search software
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="browse-search"
              type="search"
              placeholder="Search software..."
              maxLength={SEARCH_MAX_LENGTH}
              value={search}
              onChange={(event) => onSearchChange(event.target.value)}
              className="pl-9"
            />
          </div>
        </form>
        <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
          <legend className="sr-only">Filter by category</legend>
          {FILTERS.map(({ label, value }) => {
            const pressed = category === value;
            return (
              <Button
                key={label}
                type="button"
                size="sm"
                variant={pressed ? 'default' : 'outline'}
                aria-pressed={pressed}
                onClick={() => onCategoryChange(value)}
              >
                {label}
              </Button>
            );
          })}
        </fieldset>
      </div>
      <PlatformAndSort {...order} />
    </div>
  );
}

const isPlatform = (value: string): value is Platform =>
  (PLATFORMS as readonly string[]).includes(value);

function PlatformAndSort({
  platform,
  onPlatformChange,
  sort,
  onSortChange,
  searching,
}: Omit<BrowseFiltersProps, 'search' | 'onSearchChange' | 'category' | 'onCategoryChange'>) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="grid min-w-0 gap-1.5 sm:w-48">
        <Label htmlFor="browse-platform">Platform</Label>
        <NativeSelect
          id="browse-platform"
          value={platform ?? ''}
          onChange={(event) => {
            const { value } = event.target;
            onPlatformChange(isPlatform(value) ? value : undefined);
          }}
        >
          <option value="">All platforms</option>
          {PLATFORMS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid min-w-0 gap-1.5 sm:w-64">
        <Label htmlFor="browse-sort">Sort by</Label>
        <NativeSelect
          id="browse-sort"
          value={sort}
          disabled={searching}
          aria-describedby={searching ? 'browse-sort-hint' : undefined}
          onChange={(event) => {
            if (isBrowseSort(event.target.value)) onSortChange(event.target.value);
          }}
        >
          {BROWSE_SORTS.map((value) => (
            <option key={value} value={value}>
              {BROWSE_SORT_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
        {searching && (
          <p id="browse-sort-hint" className="text-muted-foreground text-sm">
            Search results are ranked by best match
          </p>
        )}
      </div>
    </div>
  );
}
