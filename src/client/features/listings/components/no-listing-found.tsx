import type { BrowseFilters } from '@/client/lib/query-keys.ts';

/** Browse with nothing to show: no listings at all, or none that match the filters. */
export function NoListingFound({ filters }: { filters: BrowseFilters }) {
  const { search, category, platform } = filters;
  const software = `${category ? `${category} ` : ''}software${platform ? ` for ${platform}` : ''}`;
  let message = 'No software yet — check back soon or post the first listing.';
  if (search) message = `No ${software} matches “${search}”.`;
  else if (category || platform) message = `No ${software} yet.`;
  const hint = platform
    ? 'Try another search, category or platform.'
    : 'Try another search or category.';

  return (
    <div className="rounded-xl border border-dashed p-10 text-center text-muted-foreground [overflow-wrap:anywhere]">
      <p>{message}</p>
      {(search || category || platform) && <p className="mt-2 text-sm">{hint}</p>}
    </div>
  );
}
