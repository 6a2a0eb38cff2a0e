import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interests } from '@/server/db/schema/interests.ts';
import { agreementAcceptances } from '@/server/db/schema/listings.ts';
import { settableClock } from '@/server/lib/clock.ts';
import {
  AGREEMENT_CHANGED_MESSAGE,
  AGREEMENT_REQUIRED_MESSAGE,
} from '@/shared/contracts/agreement-rules.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import { quickPeople } from '@/tests/factories/quick-people.ts';

/* A listing with terms takes a tester who accepted their current version, and keeps what was accepted. */

const ACCEPTED_AT = new Date('2026-11-29T15:30:00.000Z');
const clock = settableClock(ACCEPTED_AT);
let t: TestApp;
let builder: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp({}, undefined, { clock });
  builder = await signUpAs(t.app, 'Builder');
});
afterAll(() => t.close());

const aTester = async () => {
  const [tester] = await quickPeople(t.app, t.db, 'Tester', 1);
  return tester as { id: string; cookie: string };
};
const setTerms = (listing: Listing, text: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/software/${listing.id}/agreement`,
    headers: { cookie: builder.cookie },
    payload: { text },
  });
const join = (cookie: string, listing: Listing, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/interests',
    headers: { cookie },
    payload: { softwareId: listing.id, ...extra },
  });
const get = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });
const signupsOf = (listing: Listing) =>
  t.db.select().from(interests).where(eq(interests.listingId, listing.id));

describe('joining a listing with terms', () => {
  it('asks for the current version: none is 400, an old one 409, and neither writes a signup', async () => {
    const listing = await postListing(t.app, builder.cookie);
    await setTerms(listing, 'Version one');
    await setTerms(listing, 'Version two');
    const tester = await aTester();

    const missing = await join(tester.cookie, listing);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'agreement_required',
      message: AGREEMENT_REQUIRED_MESSAGE,
    });
    const stale = await join(tester.cookie, listing, { agreementVersion: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'agreement_changed',
      message: AGREEMENT_CHANGED_MESSAGE,
    });
    expect(await signupsOf(listing)).toEqual([]);
    expect(await t.db.select().from(agreementAcceptances)).not.toContainEqual(
      expect.objectContaining({ testerId: tester.id }),
    );
  });

  it('records the acceptance with the signup, at the app clock’s time, for the tester and the builder to read', async () => {
    const listing = await postListing(t.app, builder.cookie);
    await setTerms(listing, 'No screenshots.\nNo talk of it in public.');
    const tester = await aTester();
    const joined = await join(tester.cookie, listing, { agreementVersion: 1 });
    expect(joined.statusCode, joined.body).toBe(201);

    const mine = await get(`/api/software/${listing.id}/agreement/acceptance`, tester.cookie);
    expect(mine.json()).toEqual({
      listingId: listing.id,
      testerId: tester.id,
      version: 1,
      text: 'No screenshots.\nNo talk of it in public.',
      acceptedAt: ACCEPTED_AT.toISOString(),
    });

    // New terms later: the tester keeps the version they accepted, and the builder sees which.
    await setTerms(listing, 'Stricter terms');
    const kept = await get(`/api/software/${listing.id}/agreement/acceptance`, tester.cookie);
    expect(kept.json()).toMatchObject({
      version: 1,
      text: 'No screenshots.\nNo talk of it in public.',
    });
    const panel = await get(`/api/software/${listing.id}/testers`, builder.cookie);
    expect(panel.json()).toEqual([
      expect.objectContaining({
        agreement: { version: 1, acceptedAt: ACCEPTED_AT.toISOString() },
      }),
    ]);

    // Joining again answers the signup that stands; nothing more is asked or written.
    const again = await join(tester.cookie, listing);
    expect(again.statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(agreementAcceptances)
        .where(eq(agreementAcceptances.testerId, tester.id)),
    ).toHaveLength(1);
  });

  it('shows no acceptance for a tester who joined before there were terms, nor to anyone else', async () => {
    const listing = await postListing(t.app, builder.cookie);
    const early = await aTester();
    expect((await join(early.cookie, listing)).statusCode).toBe(201);
    await setTerms(listing, 'Terms after the first join');
    const panel = await get(`/api/software/${listing.id}/testers`, builder.cookie);
    expect(panel.json()).toEqual([expect.objectContaining({ agreement: null })]);
    const none = await get(`/api/software/${listing.id}/agreement/acceptance`, early.cookie);
    expect([none.statusCode, none.json().code]).toEqual([404, 'agreement_not_found']);
    const builders = await get(`/api/software/${listing.id}/agreement/acceptance`, builder.cookie);
    expect(builders.statusCode).toBe(404);
  });

  it('checks the terms with the screening questions, and takes any join once the terms are dropped', async () => {
    const listing = await postListing(t.app, builder.cookie, {
      screeningQuestions: [{ prompt: 'Which phone?', kind: 'text', required: true }],
    });
    await setTerms(listing, 'Terms with questions');
    const tester = await aTester();
    const questionId = listing.screeningQuestions[0]?.id as string;
    const answers = { [questionId]: 'Pixel 8' };
    expect((await join(tester.cookie, listing, { answers })).json().code).toBe(
      'agreement_required',
    );
    const joined = await join(tester.cookie, listing, { answers, agreementVersion: 1 });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().answers).toEqual(answers);

    await setTerms(listing, '');
    const later = await aTester();
    const stale = await join(later.cookie, listing, { answers, agreementVersion: 1 });
    expect(stale.statusCode, stale.body).toBe(201);
    expect(await signupsOf(listing)).toHaveLength(2);
  });
});

describe('the account export', () => {
  it('carries every acceptance with the text as accepted', async () => {
    const listing = await postListing(t.app, builder.cookie, { name: 'Exported Harbor' });
    await setTerms(listing, 'Exported terms');
    const tester = await aTester();
    await join(tester.cookie, listing, { agreementVersion: 1 });
    await setTerms(listing, 'Newer terms');
    const data = (await get('/api/auth/user/export', tester.cookie)).json();
    expect(data.agreementAcceptances).toEqual([
      {
        softwareId: listing.id,
        softwareName: 'Exported Harbor',
        version: 1,
        text: 'Exported terms',
        acceptedAt: ACCEPTED_AT.toISOString(),
      },
    ]);
    const builders = (await get('/api/auth/user/export', builder.cookie)).json();
    expect(builders.agreementAcceptances).toEqual([]);
  });
});
