import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@/server/db/schema/notifications.ts';
import type { FeedbackStatus } from '@/shared/contracts/feedback.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { insertReport, testerWith } from '@/tests/factories/feedback.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

/** What the reporter is told when the builder acts on their report. */
let t: TestApp;
let builder: SignedInUser;
let reporter: SignedInUser;
let listing: Listing;
beforeAll(async () => {
  t = await buildTestApp();
  builder = await signUpAs(t.app, 'Builder');
  listing = await postListing(t.app, builder.cookie, { name: 'Told Harbor' });
  reporter = await testerWith(t, builder, listing, 'Accepted');
});
afterAll(() => t.close());

const report = () => insertReport(t.db, { listingId: listing.id, reporterId: reporter.user.id });
async function moveTo(id: string, status: FeedbackStatus) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/feedback/${id}`,
    headers: { cookie: builder.cookie },
    payload: { status },
  });
  expect(response.statusCode, response.body).toBe(200);
}
/** The reporter's newest notification. */
const newest = async () =>
  (
    await t.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, reporter.user.id))
      .orderBy(desc(notifications.createdAt))
      .limit(1)
  )[0];

describe('the reporter’s notices', () => {
  it('asks the reporter to confirm a fix the builder marked by hand, and only a fix', async () => {
    const id = await report();
    await moveTo(id, 'Acknowledged');
    expect((await newest())?.body).toBeNull();
    await moveTo(id, 'Fixed');
    expect(await newest()).toEqual({
      title: expect.stringMatching(/ is now Fixed$/),
      body: 'Say whether the fix works: confirm it or reopen the report.',
    });
  });

  it('takes a comment of emoji whose notice is cut inside one, and tells the reporter', async () => {
    const id = await report();
    // 257 emoji then letters: the notice's 140-character cut falls inside the 70th emoji when
    // UTF-16 units are counted, and PostgreSQL refused the half emoji after the comment was saved.
    const body = `${'😀'.repeat(257)}`.padEnd(5000, 'x');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/feedback/${id}/comments`,
      headers: { cookie: builder.cookie },
      payload: { body },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((await newest())?.body).toBe(`${'😀'.repeat(139)}…`);
  });
});
