import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings } from '@/server/db/schema/listings.ts';
import { listingHides } from '@/server/db/schema/moderation.ts';
import { moderationPaths } from '@/shared/contracts/moderation-paths.ts';
import { setUpModerationFixtures } from '@/tests/factories/moderation-actions.ts';

const { fx, listing, act } = setUpModerationFixtures();

const get = (url: string, who: { cookie: string } | null) =>
  fx.t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
const appeal = (listingId: string, who: { cookie: string } | null, message = 'It is safe') =>
  fx.t.app.inject({
    method: 'POST',
    url: moderationPaths.listingAppeal(listingId),
    headers: who ? { cookie: who.cookie } : {},
    payload: { message },
  });

async function hiddenListing(name: string, reason = 'Phishing link') {
  const beta = await listing(name);
  await act('listing', beta.id, { action: 'hide_listing', reason });
  return beta;
}

describe('a hidden listing as its builder sees it', () => {
  it('shows its builder and admins why, and to anyone else it is not there', async () => {
    const beta = await hiddenListing('Hidden Harbor');
    const expected = {
      listingId: beta.id,
      listingName: 'Hidden Harbor',
      cause: 'moderation',
      reason: 'Phishing link',
      hiddenAt: fx.clock.now().toISOString(),
      appeal: null,
      appealedAt: null,
      appealRejectedAt: null,
    };
    for (const who of [fx.builder, fx.admin]) {
      const response = await get(moderationPaths.listingHide(beta.id), who);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expected);
    }
    const tester = await get(moderationPaths.listingHide(beta.id), fx.tester);
    expect(tester.statusCode).toBe(404);
    expect(tester.json().code).toBe('listing_not_found');
    expect((await get(moderationPaths.listingHide(beta.id), null)).statusCode).toBe(401);
    const none = await get(moderationPaths.listingHide(randomUUID()), fx.builder);
    expect(none.json().code).toBe('listing_not_found');

    const mine = await get(moderationPaths.myHiddenListings, fx.builder);
    expect(mine.json()).toContainEqual(expected);
    expect((await get(moderationPaths.myHiddenListings, fx.tester)).json()).toEqual([]);
  });

  it('answers 404 listing_not_hidden for its builder when it is shown', async () => {
    const beta = await listing('Shown Harbor');
    const response = await get(moderationPaths.listingHide(beta.id), fx.builder);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('listing_not_hidden');
    const mine = (await get(moderationPaths.myHiddenListings, fx.builder)).json();
    expect(mine.map((hide: { listingId: string }) => hide.listingId)).not.toContain(beta.id);
  });
});

describe('appealing a hide', () => {
  it('keeps the builder’s one appeal, where the admin reads it', async () => {
    const beta = await hiddenListing('Appealed Harbor');

    const response = await appeal(beta.id, fx.builder, '  The link is my own store page.  ');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      appeal: 'The link is my own store page.',
      appealedAt: fx.clock.now().toISOString(),
    });
    const again = await appeal(beta.id, fx.builder);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_appealed');
    const [hide] = await fx.t.db
      .select()
      .from(listingHides)
      .where(eq(listingHides.listingId, beta.id));
    expect(hide?.appeal).toBe('The link is my own store page.');
  });

  it('refuses anyone but the builder as if there were no listing', async () => {
    const beta = await hiddenListing('Guarded Harbor');
    for (const who of [fx.tester, fx.admin]) {
      const response = await appeal(beta.id, who);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('listing_not_found');
    }
    expect((await appeal(beta.id, null)).statusCode).toBe(401);
    const [hide] = await fx.t.db
      .select()
      .from(listingHides)
      .where(eq(listingHides.listingId, beta.id));
    expect(hide?.appealedAt).toBeNull();
  });

  it('refuses a shown listing (409) and a suspension’s hide (400)', async () => {
    const shown = await listing('Open Harbor');
    const notHidden = await appeal(shown.id, fx.builder);
    expect(notHidden.statusCode).toBe(409);
    expect(notHidden.json().code).toBe('listing_not_hidden');

    const held = await listing('Held Harbor');
    const at = fx.clock.now();
    await fx.t.db.update(listings).set({ hiddenAt: at }).where(eq(listings.id, held.id));
    await fx.t.db
      .insert(listingHides)
      .values({ listingId: held.id, cause: 'suspension', reason: 'Spam', hiddenAt: at });
    const suspended = await appeal(held.id, fx.builder);
    expect(suspended.statusCode).toBe(400);
    expect(suspended.json().code).toBe('action_not_allowed');
  });

  it('refuses an empty or overlong appeal', async () => {
    const beta = await hiddenListing('Wordy Harbor');
    for (const message of ['   ', 'x'.repeat(2001)]) {
      const response = await appeal(beta.id, fx.builder, message);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
  });
});
