import { Search } from 'lucide-react';
import { Button } from '@/client/components/ui/button.tsx';
import { Input } from '@/client/components/ui/input.tsx';
import { CATEGORIES, type Category, SEARCH_MAX_LENGTH } from '@/shared/constants.ts';

type BrowseFiltersProps = {
  search: string;
  onSearchChange: (search: string) => void;
  /** Undefined means "All". */
  category: Category | undefined;
  onCategoryChange: (category: Category | undefined) => void;
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
}: BrowseFiltersProps) {
  return (
    <div className="mb-8 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
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
  );
}
