import type { BrowseFilters } from '@/client/lib/query-keys.ts';

/** Browse with nothing to show: no listings at all, or none that match the filters. */
export function NoListingFound({ filters }: { filters: BrowseFilters }) {
  const { search, category } = filters;
  let message = 'No software yet — check back soon or post the first listing.';
  if (search && category) message = `No ${category} software matches “${search}”.`;
  else if (search) message = `No software matches “${search}”.`;
  else if (category) message = `No ${category} software yet.`;

  return (
    <div className="rounded-xl border border-dashed p-10 text-center text-muted-foreground [overflow-wrap:anywhere]">
      <p>{message}</p>
      {(search || category) && <p className="mt-2 text-sm">Try another search or category.</p>}
    </div>
  );
}
