import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { placeSpells } from '@/server/db/schema/reputation.ts';
import type { UserRow } from '@/server/db/schema/users.ts';
import { forbidden } from '@/server/lib/app-error.ts';

/**
 * Whether the tester ever applied to one of the builder's listings: a place they held (kept
 * after the listing is gone) or a signup in any standing, waitlisted and declined included.
 */
async function appliedTo(db: Database, testerId: string, builderId: string): Promise<boolean> {
  const [held, signedUp] = await Promise.all([
    db
      .select({ id: placeSpells.id })
      .from(placeSpells)
      .where(and(eq(placeSpells.testerId, testerId), eq(placeSpells.builderId, builderId)))
      .limit(1),
    db
      .select({ id: interests.id })
      .from(interests)
      .innerJoin(listings, eq(listings.id, interests.listingId))
      .where(and(eq(interests.testerId, testerId), eq(listings.builderId, builderId)))
      .limit(1),
  ]);
  return held.length > 0 || signedUp.length > 0;
}

/**
 * A tester who keeps their profile for builders shows it only to themselves, admins and the
 * builders of listings they applied to; everyone else, signed out too, is told it is private.
 */
export async function assertMayReadProfile(
  db: Database,
  reader: UserRow | null,
  person: UserRow,
): Promise<void> {
  if (person.profileVisibility === 'public' || person.role !== 'Tester') return;
  if (reader && (reader.id === person.id || reader.role === 'Admin')) return;
  if (reader && (await appliedTo(db, person.id, reader.id))) return;
  throw forbidden(
    'profile_private',
    'This tester shows their profile only to builders they apply to',
  );
}
