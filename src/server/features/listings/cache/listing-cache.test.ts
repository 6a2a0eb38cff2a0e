import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type Listing, listingSchema } from '@/shared/contracts/listings.ts';
import {
  type CachedListing,
  ListingCache,
  listingJson,
  NO_FLAGS,
  ViewerFlagsCache,
} from './listing-cache.ts';

function sampleListing(overrides: Partial<Listing> = {}): Listing {
  const builderId = overrides.builderId ?? randomUUID();
  return {
    id: randomUUID(),
    builderId,
    name: 'Harbor "Notes" \u2028 <b>',
    shortDescription: 'Notes that sync',
    longDescription: 'A note-taking app.\nLooking for testers.',
    category: 'Mobile',
    platforms: ['Android', 'iOS'],
    minOsVersions: { Android: '10' },
    agreementVersion: null,
    imageUrl: `/objects/${randomUUID()}`,
    youtubeUrl: null,
    link: 'https://example.test/notes',
    notes: null,
    status: 'Open',
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    testerCount: 3,
    hasInterest: false,
    isSaved: false,
    testerLimit: null,
    placesLeft: null,
    screeningQuestions: [],
    inactivityDays: null,
    answerBadge: null,
    builder: {
      id: builderId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageUrl: null,
      businessName: 'Engines Ltd',
      website: null,
    },
    ...overrides,
  };
}

/** As the database writes a listing's JSON: without the viewer's flags and the closing brace. */
function toCachedListing(listing: Listing): CachedListing {
  const { hasInterest: _, isSaved: __, ...shared } = listing;
  return {
    id: listing.id,
    builderId: listing.builderId,
    hidden: false,
    json: JSON.stringify(shared).slice(0, -1),
  };
}

const cached = (overrides: Partial<Listing> = {}) => toCachedListing(sampleListing(overrides));
const page = (ids: string[]) => ({ ids, nextCursor: null });

describe('listingJson', () => {
  it("answers the contract's JSON with the viewer's own flags", () => {
    const listing = sampleListing();
    const entry = toCachedListing(listing);
    const flags = (joined: string[], saved: string[]) => ({
      joined: new Set(joined),
      saved: new Set(saved),
      accepted: new Set<string>(),
    });
    const cases = [
      [NO_FLAGS, false, false],
      [flags([listing.id], []), true, false],
      [flags([], [listing.id]), false, true],
      [flags([listing.id], [listing.id]), true, true],
      [flags([randomUUID()], [randomUUID()]), false, false],
    ] as const;
    for (const [viewerFlags, hasInterest, isSaved] of cases) {
      const parsed = JSON.parse(listingJson(entry, viewerFlags));
      expect(listingSchema.strict().parse(parsed)).toEqual({ ...listing, hasInterest, isSaved });
    }
  });
});

describe('ListingCache', () => {
  it('keeps listings and pages read while nothing changed', () => {
    const cache = new ListingCache();
    const listing = cached();
    const readAt = cache.generation;
    cache.keepListings([listing], readAt);
    cache.keepPage('|24|', page([listing.id]), readAt);
    expect(cache.listing(listing.id)).toEqual(listing);
    expect(cache.page('|24|')).toEqual(page([listing.id]));
  });

  it.each([
    ['that listing changed', (cache: ListingCache, id: string) => cache.forgetListing(id, false)],
    [
      'its builder changed',
      (cache: ListingCache, _: string, builderId: string) => cache.forgetBuilder(builderId),
    ],
    ['the cache was cleared', (cache: ListingCache) => cache.clear()],
  ])('refuses a listing read while %s', (_, invalidate) => {
    const cache = new ListingCache();
    const listing = cached();
    const readAt = cache.generation;
    invalidate(cache, listing.id, listing.builderId);
    cache.keepListings([listing], readAt);
    expect(cache.listing(listing.id)).toBeUndefined();
    // A read that starts after the invalidation is kept.
    cache.keepListings([listing], cache.generation);
    expect(cache.listing(listing.id)).toEqual(listing);
  });

  it('lets requests wait for a listing read on its way, but not once the listing changed', () => {
    const cache = new ListingCache();
    const listing = cached();
    const read = new Promise<CachedListing | undefined>(() => {});
    cache.startListingRead(listing.id, read);
    expect(cache.listingRead(listing.id)).toBe(read);
    cache.forgetListing(listing.id, false);
    expect(cache.listingRead(listing.id)).toBeUndefined();
  });

  it('keeps a listing read while other listings and builders changed', () => {
    const cache = new ListingCache();
    const listing = cached();
    const readAt = cache.generation;
    cache.forgetListing(randomUUID(), false);
    cache.forgetBuilder(randomUUID());
    cache.keepListings([listing], readAt);
    expect(cache.listing(listing.id)).toEqual(listing);
  });

  it.each([
    [
      'a listing was created, closed or deleted',
      (cache: ListingCache) => cache.forgetListing(randomUUID(), true),
    ],
    ['the cache was cleared', (cache: ListingCache) => cache.clear()],
  ])('refuses a page read while %s', (_, invalidate) => {
    const cache = new ListingCache();
    const readAt = cache.generation;
    invalidate(cache);
    cache.keepPage('|24|', page([randomUUID()]), readAt);
    expect(cache.page('|24|')).toBeUndefined();
    cache.keepPage('|24|', page([]), cache.generation);
    expect(cache.page('|24|')).toEqual(page([]));
  });

  it("forgets a listing whose content changed but keeps Browse's pages", () => {
    const cache = new ListingCache();
    const [changed, other] = [cached(), cached()];
    cache.keepListings([changed, other], cache.generation);
    cache.keepPage('|24|', page([changed.id, other.id]), cache.generation);
    cache.forgetListing(changed.id, false);
    expect(cache.listing(changed.id)).toBeUndefined();
    expect(cache.listing(other.id)).toEqual(other);
    expect(cache.page('|24|')).toEqual(page([changed.id, other.id]));
  });

  it('forgets every page when which listings Browse shows changed', () => {
    const cache = new ListingCache();
    const [changed, other] = [cached(), cached()];
    cache.keepListings([changed, other], cache.generation);
    cache.keepPage('|24|', page([other.id]), cache.generation);
    cache.keepPage('Web|24|', page([other.id]), cache.generation);
    cache.forgetListing(changed.id, true);
    expect(cache.listing(changed.id)).toBeUndefined();
    expect(cache.listing(other.id)).toEqual(other);
    expect(cache.page('|24|')).toBeUndefined();
    expect(cache.page('Web|24|')).toBeUndefined();
  });

  it("forgets only the changed builder's listings", () => {
    const cache = new ListingCache();
    const builderId = randomUUID();
    const theirs = [cached({ builderId }), cached({ builderId })];
    const others = cached();
    cache.keepListings([...theirs, others], cache.generation);
    cache.keepPage('|24|', page([others.id]), cache.generation);
    cache.forgetBuilder(builderId);
    for (const listing of theirs) expect(cache.listing(listing.id)).toBeUndefined();
    expect(cache.listing(others.id)).toEqual(others);
    expect(cache.page('|24|')).toEqual(page([others.id]));
  });

  it('forgets listings and pages once their time to live runs out', () => {
    let now = 0;
    const cache = new ListingCache({ ttlMs: 100, now: () => now });
    const listing = cached();
    cache.keepListings([listing], cache.generation);
    cache.keepPage('|24|', page([listing.id]), cache.generation);
    now = 100;
    expect(cache.listing(listing.id)).toBeUndefined();
    expect(cache.page('|24|')).toBeUndefined();
  });
});

describe('ViewerFlagsCache', () => {
  const flags = () => ({
    saved: new Set([randomUUID()]),
    joined: new Set([randomUUID()]),
    accepted: new Set<string>(),
  });

  it('keeps flags read while nothing changed, per viewer', () => {
    const cache = new ViewerFlagsCache();
    const [mine, theirs] = [flags(), flags()];
    cache.keep('me', mine, cache.generation);
    cache.keep('them', theirs, cache.generation);
    expect(cache.get('me')).toBe(mine);
    expect(cache.get('them')).toBe(theirs);
    expect(cache.get('nobody')).toBeUndefined();
  });

  it("forgets only the changed viewer's flags", () => {
    const cache = new ViewerFlagsCache();
    const theirs = flags();
    cache.keep('me', flags(), cache.generation);
    cache.keep('them', theirs, cache.generation);
    cache.forget('me');
    expect(cache.get('me')).toBeUndefined();
    expect(cache.get('them')).toBe(theirs);
  });

  it.each([
    ['that viewer', (cache: ViewerFlagsCache) => cache.forget('me')],
    ['everyone', (cache: ViewerFlagsCache) => cache.clear()],
  ])('refuses flags read while the flags of %s changed', (_, invalidate) => {
    const cache = new ViewerFlagsCache();
    const readAt = cache.generation;
    invalidate(cache);
    cache.keep('me', flags(), readAt);
    expect(cache.get('me')).toBeUndefined();
  });

  it('does not keep one viewer holding more ids than all viewers may', () => {
    const cache = new ViewerFlagsCache({ maxIds: 2 });
    const many = {
      saved: new Set(['a', 'b']),
      joined: new Set(['c']),
      accepted: new Set<string>(),
    };
    cache.keep('me', many, cache.generation);
    expect(cache.get('me')).toBeUndefined();
  });
});
