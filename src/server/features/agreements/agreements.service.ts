import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { agreementAcceptances, listingAgreements, listings } from '@/server/db/schema/listings.ts';
import type { UserRow } from '@/server/db/schema/users.ts';
import { forbidden, notFound } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { Agreement, AgreementAcceptance } from '@/shared/contracts/agreements.ts';

const listingNotFound = () => notFound('listing_not_found', 'Software not found');
const noAgreement = () => notFound('agreement_not_found', 'This listing has no terms');

const toAgreement = (row: typeof listingAgreements.$inferSelect): Agreement => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The builder sets the terms a tester accepts to join. New text is a new version and the
 * listing's current one; the same text again changes nothing; empty text drops the terms, and
 * joins after need no acceptance. No version is rewritten or deleted, so every acceptance keeps
 * the text it was given for. Under the listing's lock, which a join takes too: a join checks the
 * version it was accepted for against the terms as they stand once it holds the lock.
 * Answers the current terms, or null when there are none.
 */
export async function setAgreement(
  { db, bus, clock }: ServiceContext,
  builder: UserRow,
  listingId: string,
  text: string,
): Promise<Agreement | null> {
  const { current, changed } = await db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ builderId: listings.builderId, version: listings.agreementVersion })
      .from(listings)
      .where(eq(listings.id, listingId))
      .for('no key update');
    if (!listing) throw listingNotFound();
    if (listing.builderId !== builder.id) {
      throw forbidden('not_listing_builder', 'Only the builder who posted this can change it');
    }
    const existing =
      listing.version === null ? null : await findVersion(tx, listingId, listing.version);
    if (text === '') {
      if (existing === null) return { current: null, changed: false };
      await setCurrentVersion(tx, listingId, null);
      return { current: null, changed: true };
    }
    if (existing?.text === text) return { current: existing, changed: false };
    const [last] = await tx
      .select({ version: max(listingAgreements.version) })
      .from(listingAgreements)
      .where(eq(listingAgreements.listingId, listingId));
    const [created] = await tx
      .insert(listingAgreements)
      .values({ listingId, version: (last?.version ?? 0) + 1, text, createdAt: clock.now() })
      .returning();
    if (!created) throw new Error('agreement insert returned no row');
    await setCurrentVersion(tx, listingId, created.version);
    return { current: created, changed: true };
  });
  // The listing's JSON names its current version: caches drop it, pages keep their listings.
  if (changed) await bus.publish({ type: 'listing_changed', listingId, pages: false });
  return current && toAgreement(current);
}

async function findVersion(db: Database, listingId: string, version: number) {
  const [row] = await db
    .select()
    .from(listingAgreements)
    .where(and(eq(listingAgreements.listingId, listingId), eq(listingAgreements.version, version)));
  return row ?? null;
}

const setCurrentVersion = (tx: Database, listingId: string, version: number | null) =>
  tx.update(listings).set({ agreementVersion: version }).where(eq(listings.id, listingId));

/** A listing hidden by moderation is there for its builder alone, as its page is. */
async function readableListing(db: Database, listingId: string, viewerId: string | null) {
  const [listing] = await db
    .select({
      version: listings.agreementVersion,
      visible: sql<boolean>`${listings.hiddenAt} is null or ${listings.builderId} = ${viewerId}`,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing?.visible) throw listingNotFound();
  return listing;
}

/** The listing's current terms, for anyone who may read the listing. */
export async function findAgreement(
  db: Database,
  listingId: string,
  viewerId: string | null,
): Promise<Agreement> {
  const { version } = await readableListing(db, listingId, viewerId);
  const current = version === null ? null : await findVersion(db, listingId, version);
  if (!current) throw noAgreement();
  return toAgreement(current);
}

/** The tester's latest acceptance of the listing's terms, with the text they accepted. */
export async function findMyAcceptance(
  db: Database,
  listingId: string,
  testerId: string,
): Promise<AgreementAcceptance> {
  await readableListing(db, listingId, testerId);
  const [row] = await db
    .select({
      version: agreementAcceptances.version,
      acceptedAt: agreementAcceptances.acceptedAt,
      text: listingAgreements.text,
    })
    .from(agreementAcceptances)
    .innerJoin(
      listingAgreements,
      and(
        eq(listingAgreements.listingId, agreementAcceptances.listingId),
        eq(listingAgreements.version, agreementAcceptances.version),
      ),
    )
    .where(
      and(
        eq(agreementAcceptances.listingId, listingId),
        eq(agreementAcceptances.testerId, testerId),
      ),
    )
    .orderBy(desc(agreementAcceptances.version))
    .limit(1);
  if (!row) throw notFound('agreement_not_found', 'You have not accepted terms for this listing');
  return { listingId, testerId, ...row, acceptedAt: row.acceptedAt.toISOString() };
}
