import { and, eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '@/server/db/schema/feedback.ts';
import { objects } from '@/server/db/schema/images.ts';
import { interests } from '@/server/db/schema/interests.ts';
import {
  BUG_ONLY_FIELD_MESSAGE,
  FEEDBACK_NOT_ACCEPTED_MESSAGE,
  OWN_LISTING_FEEDBACK_MESSAGE,
  SCREENSHOT_NOT_UPLOADED_MESSAGE,
} from '@/shared/contracts/feedback.ts';
import { feedbackPaths } from '@/shared/contracts/feedback-paths.ts';
import { objectIdOf } from '@/shared/contracts/image-urls.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { aBug, getAs, report, testerWith } from '@/tests/factories/feedback.ts';
import { postListing, uploadImage } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

let t: TestApp;
let builder: SignedInUser;
let listing: Listing;
let accepted: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  builder = await signUpAs(t.app, 'Builder');
  listing = await postListing(t.app, builder.cookie, { testerLimit: null });
  accepted = await testerWith(t, builder, listing, 'Accepted');
});
afterAll(() => t.close());

const reportsOn = (listingId: string) =>
  t.db.select().from(feedback).where(eq(feedback.listingId, listingId));

describe('filing feedback', () => {
  it('an Accepted tester files a bug: 201 with the report, New, and its first timeline entry', async () => {
    const response = await report(t, accepted, listing.id);
    expect(response.statusCode).toBe(201);
    const filed = response.json();
    expect(filed).toMatchObject({
      softwareId: listing.id,
      reporter: { id: accepted.user.id, firstName: accepted.user.firstName },
      kind: 'Bug',
      title: aBug.title,
      body: aBug.body,
      steps: aBug.steps,
      expected: aBug.expected,
      actual: aBug.actual,
      severity: 'High',
      device: aBug.device,
      screenshots: [],
      status: 'New',
      duplicateOf: null,
    });
    expect(filed.timeline).toEqual([
      expect.objectContaining({
        kind: 'status',
        status: 'New',
        body: null,
        actor: expect.objectContaining({ id: accepted.user.id }),
      }),
    ]);
    const detail = await getAs(t, accepted, feedbackPaths.one(filed.id));
    expect(detail.json()).toEqual(filed);
  });

  it('the device defaults to blanks, and an idea needs no bug fields', async () => {
    const response = await report(t, accepted, listing.id, {
      kind: 'Idea',
      title: 'Dark mode',
      body: 'Please add a dark theme',
      steps: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'Idea',
      steps: null,
      expected: null,
      actual: null,
      severity: null,
      device: { browser: '', os: '', viewport: '' },
    });
  });

  it('an idea or praise that carries bug fields is refused, naming them', async () => {
    const before = (await reportsOn(listing.id)).length;
    for (const kind of ['Idea', 'Praise']) {
      const response = await report(t, accepted, listing.id, {
        kind,
        title: 'Lovely',
        body: 'Works well',
        steps: 'Open it',
        severity: 'Low',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'validation_failed',
        message: BUG_ONLY_FIELD_MESSAGE,
        errors: { steps: BUG_ONLY_FIELD_MESSAGE, severity: BUG_ONLY_FIELD_MESSAGE },
      });
    }
    expect(await reportsOn(listing.id)).toHaveLength(before);
  });

  it('refuses a tester who is Interested, Waitlisted or Declined, or never joined', async () => {
    const full = await postListing(t.app, builder.cookie, { testerLimit: 1 });
    await testerWith(t, builder, full, 'Accepted');
    const waitlisted = await testerWith(t, builder, full, 'Waitlisted');
    const refused = [
      await testerWith(t, builder, listing, 'Interested'),
      await testerWith(t, builder, listing, 'Declined'),
      await signUpAs(t.app, 'Tester'),
    ];
    const before = (await reportsOn(listing.id)).length;
    const attempts: [SignedInUser, Listing][] = [
      ...refused.map((tester): [SignedInUser, Listing] => [tester, listing]),
      [waitlisted, full],
    ];
    for (const [tester, on] of attempts) {
      const response = await report(t, tester, on.id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'not_accepted',
        message: FEEDBACK_NOT_ACCEPTED_MESSAGE,
      });
    }
    expect(await reportsOn(full.id)).toHaveLength(0);
    expect(await reportsOn(listing.id)).toHaveLength(before);
  });

  it('tells the builder they cannot report on their own listing; refuses another builder and an admin', async () => {
    const own = await report(t, builder, listing.id);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ code: 'own_listing', message: OWN_LISTING_FEEDBACK_MESSAGE });
    for (const role of ['Builder', 'Admin'] as const) {
      const response = await report(t, await signUpAs(t.app, role), listing.id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'not_accepted',
        message: FEEDBACK_NOT_ACCEPTED_MESSAGE,
      });
    }
  });

  it('answers 401 signed out and 404 for a listing that does not exist', async () => {
    expect((await report(t, undefined, listing.id)).statusCode).toBe(401);
    const unknown = await report(t, accepted, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'listing_not_found', message: 'Software not found' });
  });

  it('counts as activity: the tester’s silence clock restarts', async () => {
    const tester = await testerWith(t, builder, listing, 'Accepted');
    const signup = and(eq(interests.testerId, tester.user.id), eq(interests.listingId, listing.id));
    const longAgo = new Date(Date.now() - 20 * 86_400_000);
    await t.db.update(interests).set({ lastActivityAt: longAgo }).where(signup);
    expect((await report(t, tester, listing.id)).statusCode).toBe(201);
    const [after] = await t.db
      .select({ lastActivityAt: interests.lastActivityAt })
      .from(interests)
      .where(signup);
    expect(Date.now() - (after?.lastActivityAt.getTime() ?? 0)).toBeLessThan(60_000);
  });
});

describe('screenshots', () => {
  const privacyOf = async (path: string) => {
    const id = objectIdOf(path) as string;
    return t.db
      .select({ variant: objects.variant, private: objects.private })
      .from(objects)
      .where(or(eq(objects.id, id), eq(objects.sourceId, id)))
      .orderBy(objects.variant);
  };

  it('up to 3 of the reporter’s uploads become private, served only through the report', async () => {
    const shots = [
      await uploadImage(t.app, accepted.cookie),
      await uploadImage(t.app, accepted.cookie),
      await uploadImage(t.app, accepted.cookie),
    ];
    expect((await getAs(t, undefined, shots[0] as string)).statusCode).toBe(200);
    const response = await report(t, accepted, listing.id, { ...aBug, screenshots: shots });
    expect(response.statusCode).toBe(201);
    const filed = response.json();
    expect(filed.screenshots).toEqual([0, 1, 2].map((i) => feedbackPaths.screenshot(filed.id, i)));
    const [row] = await t.db.select().from(feedback).where(eq(feedback.id, filed.id));
    expect(row?.screenshotIds).toEqual(shots.map(objectIdOf));
    for (const shot of shots) {
      expect(await privacyOf(shot)).toEqual([
        { variant: 'full', private: true },
        { variant: 'card', private: true },
      ]);
      for (const who of [undefined, accepted, builder]) {
        expect((await getAs(t, who, shot)).statusCode).toBe(404);
        expect((await getAs(t, who, `${shot}/card`)).statusCode).toBe(404);
      }
    }
  });

  it('refuses more than 3, naming screenshots', async () => {
    const shot = await uploadImage(t.app, accepted.cookie);
    const response = await report(t, accepted, listing.id, {
      ...aBug,
      screenshots: [shot, shot, shot, shot],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['screenshots']);
  });

  it('refuses someone else’s image, a card, a listing picture, a repeat or any other path, and keeps them public', async () => {
    const mine = await uploadImage(t.app, accepted.cookie);
    const refusals = [
      [await uploadImage(t.app, builder.cookie)],
      [`${mine}/card`],
      [listing.imageUrl],
      [mine, mine],
      ['https://tracker.example/shot.png'],
      ['/objects/00000000-0000-4000-8000-000000000000'],
    ];
    const before = (await reportsOn(listing.id)).length;
    for (const screenshots of refusals) {
      const response = await report(t, accepted, listing.id, { ...aBug, screenshots });
      expect(response.statusCode, screenshots.join()).toBe(400);
      expect(response.json()).toEqual({
        code: 'validation_failed',
        message: SCREENSHOT_NOT_UPLOADED_MESSAGE,
        errors: { screenshots: SCREENSHOT_NOT_UPLOADED_MESSAGE },
      });
    }
    expect(await reportsOn(listing.id)).toHaveLength(before);
    const ids = [mine, refusals[0]?.[0] as string, listing.imageUrl].map(objectIdOf) as string[];
    const stillPublic = await t.db
      .select({ private: objects.private })
      .from(objects)
      .where(inArray(objects.id, ids));
    expect(stillPublic.map((o) => o.private)).toEqual([false, false, false]);
  });

  it('refuses the reporter’s own profile picture, which would vanish from their profile', async () => {
    const picture = await uploadImage(t.app, accepted.cookie);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile-picture',
      headers: { cookie: accepted.cookie },
      payload: { profileImageUrl: picture },
    });
    expect(set.statusCode).toBe(200);
    const response = await report(t, accepted, listing.id, { ...aBug, screenshots: [picture] });
    expect(response.statusCode).toBe(400);
    expect((await getAs(t, undefined, picture)).statusCode).toBe(200);
  });

  it('keeps a screenshot private: it cannot become a profile picture or a listing image', async () => {
    const screenshot = await uploadImage(t.app, accepted.cookie);
    expect(
      (await report(t, accepted, listing.id, { ...aBug, screenshots: [screenshot] })).statusCode,
    ).toBe(201);
    const asPicture = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile-picture',
      headers: { cookie: accepted.cookie },
      payload: { profileImageUrl: screenshot },
    });
    expect(asPicture.statusCode).toBe(400);
    expect((await getAs(t, undefined, screenshot)).statusCode).toBe(404);
  });
});
