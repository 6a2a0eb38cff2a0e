import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPaths } from '@/shared/contracts/listing-paths.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing, uploadImage } from '@/tests/factories/listings.ts';
import { signUpAs } from '@/tests/factories/people.ts';
import { LISTING_EDITS_PER_HOUR, LISTING_POSTS_PER_HOUR } from './listings.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const listingBody = (imageUrl: string, n: number) => ({
  name: `Flood ${n}`,
  shortDescription: 'One of many',
  longDescription: 'A listing posted in a flood.',
  category: 'Web',
  imageUrl,
});

describe('posting and editing listings are limited per builder', () => {
  it(`answers 429 after ${LISTING_POSTS_PER_HOUR} posts in an hour; another builder still posts`, async () => {
    const builder = await signUpAs(t.app, 'Builder');
    const imageUrl = await uploadImage(t.app, builder.cookie);
    const post = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: listingPaths.list,
        headers: { cookie: builder.cookie },
        payload: listingBody(imageUrl, n),
      });
    // A form refused for what it holds spends nothing.
    const invalid = await t.app.inject({
      method: 'POST',
      url: listingPaths.list,
      headers: { cookie: builder.cookie },
      payload: { ...listingBody(imageUrl, 0), name: '' },
    });
    expect(invalid.statusCode).toBe(400);
    for (let n = 0; n < LISTING_POSTS_PER_HOUR; n++) expect((await post(n)).statusCode).toBe(201);
    const refused = await post(LISTING_POSTS_PER_HOUR);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts; try again in 1 hour',
    });

    const other = await signUpAs(t.app, 'Builder');
    expect((await postListing(t.app, other.cookie)).name).toBe('Harbor Notes');
  });

  it(`answers 429 after ${LISTING_EDITS_PER_HOUR} edits in an hour, whichever listing`, async () => {
    const builder = await signUpAs(t.app, 'Builder');
    const listings = [
      await postListing(t.app, builder.cookie),
      await postListing(t.app, builder.cookie),
    ];
    const edit = (n: number) =>
      t.app.inject({
        method: 'PATCH',
        url: listingPaths.one((listings[n % 2] as { id: string }).id),
        headers: { cookie: builder.cookie },
        payload: { shortDescription: `Edit ${n}` },
      });
    for (let n = 0; n < LISTING_EDITS_PER_HOUR; n++) expect((await edit(n)).statusCode).toBe(200);
    const refused = await edit(LISTING_EDITS_PER_HOUR);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts; try again in /);
  });
});
