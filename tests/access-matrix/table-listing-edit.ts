import { OWNER_ONLY, type RouteRow } from './expectations.ts';
import { listing } from './fixtures.ts';

/** Changing a listing, its status or what it says: its builder alone. */
export const LISTING_EDIT_ROUTES: RouteRow[] = [
  {
    route: 'PUT /api/software/:id',
    expect: OWNER_ONLY,
    // Open stays Open: nothing changes even where the app wrongly lets the call through.
    request: () => ({ params: { id: listing.id }, payload: { status: 'Open' } }),
  },
  {
    route: 'PATCH /api/software/:id',
    expect: OWNER_ONLY,
    // The name it has already, for the same reason.
    request: () => ({ params: { id: listing.id }, payload: { name: listing.name } }),
  },
];
