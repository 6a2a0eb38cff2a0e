import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPaths } from '@/shared/contracts/listing-paths.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import { quickPeople } from '@/tests/factories/quick-people.ts';

const INSTRUCTIONS =
  'TestFlight: https://testflight.apple.com/join/abcd1234\nInvite code: HARBOR-42';

let t: TestApp;
let builder: SignedInUser;
let listingId: string;
let accepted: { id: string; cookie: string };
let waiting: { id: string; cookie: string };
let declined: { id: string; cookie: string };
beforeAll(async () => {
  t = await buildTestApp();
  builder = await signUpAs(t.app, 'Builder');
  listingId = (
    await postListing(t.app, builder.cookie, {
      name: 'Private build',
      accessInstructions: INSTRUCTIONS,
    })
  ).id;
  [accepted, waiting, declined] = (await quickPeople(t.app, t.db, 'Tester', 3)) as [
    typeof accepted,
    typeof accepted,
    typeof accepted,
  ];
  const signups: Record<string, string> = {};
  for (const tester of [accepted, waiting, declined]) {
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/interests',
      headers: { cookie: tester.cookie },
      payload: { softwareId: listingId },
    });
    signups[tester.id] = joined.json().id;
  }
  for (const [tester, status] of [
    [accepted, 'Accepted'],
    [declined, 'Declined'],
  ] as const) {
    await t.app.inject({
      method: 'PATCH',
      url: `/api/interests/${signups[tester.id]}`,
      headers: { cookie: builder.cookie },
      payload: { status },
    });
  }
});
afterAll(() => t.close());

const detail = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: listingPaths.one(listingId),
    headers: cookie ? { cookie } : {},
  });

describe('access instructions', () => {
  it('reach the builder and Accepted testers in the listing’s own answer', async () => {
    expect((await detail(builder.cookie)).json().accessInstructions).toBe(INSTRUCTIONS);
    expect((await detail(accepted.cookie)).json().accessInstructions).toBe(INSTRUCTIONS);
  });

  it('reach no one else: other testers, other builders, the signed-out', async () => {
    const otherBuilder = await signUpAs(t.app, 'Builder');
    for (const cookie of [waiting.cookie, declined.cookie, otherBuilder.cookie, undefined]) {
      const response = await detail(cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).not.toHaveProperty('accessInstructions');
      expect(response.body).not.toContain('HARBOR-42');
    }
  });

  it('never travel with Browse, saved items, signups or the share page', async () => {
    const reads = [
      { url: '/api/software', cookie: accepted.cookie },
      { url: '/api/software', cookie: builder.cookie },
      { url: '/api/builder/software', cookie: builder.cookie },
      { url: '/api/interests', cookie: accepted.cookie },
      { url: `/share/${listingId}`, cookie: undefined },
      { url: `/api/public/software/${listingId}`, cookie: undefined },
    ];
    for (const { url, cookie } of reads) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: cookie ? { cookie } : {},
      });
      expect(response.body, url).not.toContain('HARBOR-42');
    }
  });

  it('follow a decision at once: a tester accepted later reads them, one declined later no longer does', async () => {
    const testers = await t.app.inject({
      method: 'GET',
      url: `/api/software/${listingId}/testers`,
      headers: { cookie: builder.cookie },
    });
    const signupOf = (testerId: string) =>
      testers.json().find((row: { tester: { id: string } }) => row.tester.id === testerId).id;
    await detail(waiting.cookie);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/interests/${signupOf(waiting.id)}`,
      headers: { cookie: builder.cookie },
      payload: { status: 'Accepted' },
    });
    expect((await detail(waiting.cookie)).json().accessInstructions).toBe(INSTRUCTIONS);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/interests/${signupOf(waiting.id)}`,
      headers: { cookie: builder.cookie },
      payload: { status: 'Declined' },
    });
    expect((await detail(waiting.cookie)).json()).not.toHaveProperty('accessInstructions');
  });
});
