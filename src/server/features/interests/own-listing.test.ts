import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interests } from '@/server/db/schema/interests.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { quickPeople } from '@/tests/factories/quick-people.ts';

let t: TestApp;
let owner: { id: string; cookie: string };
let tester: { id: string; cookie: string };
beforeAll(async () => {
  t = await buildTestApp();
  [owner] = (await quickPeople(t.app, t.db, 'Builder', 1)) as [typeof owner];
  [tester] = (await quickPeople(t.app, t.db, 'Tester', 1)) as [typeof tester];
});
afterAll(() => t.close());

const join = (cookie: string, listingId: string, answers?: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/interests',
    headers: { cookie },
    payload: { softwareId: listingId, ...(answers ? { answers } : {}) },
  });

const signupsOf = (testerId: string, listingId: string) =>
  t.db
    .select()
    .from(interests)
    .where(and(eq(interests.testerId, testerId), eq(interests.listingId, listingId)));

describe('a builder who switched to Tester', () => {
  it('cannot join their own listing (403), with or without its questions; another tester can', async () => {
    const plain = await postListing(t.app, owner.cookie, { name: 'Mine' });
    const asked = await postListing(t.app, owner.cookie, {
      name: 'Mine, with a question',
      screeningQuestions: [{ prompt: 'Why?', kind: 'text', required: true }],
    });
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: { cookie: owner.cookie },
      payload: { role: 'Tester', phone: '+1 555 0100' },
    });
    expect(profile.json().role).toBe('Tester');

    const questionId = asked.screeningQuestions[0]?.id as string;
    for (const [listing, answers] of [
      [plain, undefined],
      [asked, undefined],
      [asked, { [questionId]: 'Because' }],
    ] as const) {
      const refused = await join(owner.cookie, listing.id, answers);
      expect(refused.statusCode, listing.name).toBe(403);
      expect(refused.json()).toEqual({
        code: 'own_listing',
        message: 'You cannot join your own listing',
      });
      expect(await signupsOf(owner.id, listing.id)).toEqual([]);
    }

    const joined = await join(tester.cookie, plain.id);
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ testerId: tester.id, status: 'Interested' });
  });
});
