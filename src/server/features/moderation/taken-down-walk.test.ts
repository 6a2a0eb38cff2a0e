import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@/server/db/schema/chat.ts';
import { feedback } from '@/server/db/schema/feedback.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { listingHides } from '@/server/db/schema/moderation.ts';
import { ratings } from '@/server/db/schema/reputation.ts';
import { users } from '@/server/db/schema/users.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { insertReport } from '@/tests/factories/feedback.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import { quickPeople } from '@/tests/factories/quick-people.ts';

// Words only the taken-down things hold: none may appear on any surface once they are down.
const HIDDEN_NAME = 'Quokka Smuggler';
const HIDDEN_WORD = 'quokkacoin';
const REMOVED_MESSAGE = 'buy zorblax pills now';
const REMOVED_REPORT = 'Wibblewobble crash';
const REMOVED_RATING = 'Flibbertigibbet scam';
const SUSPENDED_NAME = 'Zyzzyva';
const TAKEN_DOWN = [HIDDEN_NAME, HIDDEN_WORD, 'zorblax', 'Wibblewobble', 'Flibbertigibbet'];

let t: TestApp;
let builder: SignedInUser;
let tester: SignedInUser;
let admin: SignedInUser;
let suspended: { id: string; cookie: string };
let shown: { id: string };
let hidden: { id: string };
let conversationId: string;
let shortCode: string;

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

/** The surface's body holds none of the taken-down words (`words`, when the reader may see some). */
async function expectClean(url: string, cookie?: string, words = TAKEN_DOWN) {
  const response = await get(url, cookie);
  for (const word of words) expect(response.body, `${url} shows ${word}`).not.toContain(word);
  return response;
}

beforeAll(async () => {
  t = await buildTestApp();
  [builder, tester, admin] = await Promise.all([
    signUpAs(t.app, 'Builder'),
    signUpAs(t.app, 'Tester'),
    signUpAs(t.app, 'Admin'),
  ]);
  const [mallory, rater] = await quickPeople(t.app, t.db, 'Tester', 2);
  suspended = mallory as { id: string; cookie: string };
  await t.db.update(users).set({ lastName: SUSPENDED_NAME }).where(eq(users.id, suspended.id));
  shown = await postListing(t.app, builder.cookie, { name: 'Harbor Lighthouse' });
  hidden = await postListing(t.app, builder.cookie, {
    name: HIDDEN_NAME,
    shortDescription: `Free ${HIDDEN_WORD} downloads`,
    link: 'https://smuggler.example/get',
  });
  for (const listing of [shown, hidden]) {
    await post('/api/interests', tester.cookie, { softwareId: listing.id });
    await post('/api/saved', tester.cookie, { softwareId: listing.id });
  }
  const conversation = await post('/api/conversations', tester.cookie, {
    builderId: builder.user.id,
    testerId: tester.user.id,
    softwareId: shown.id,
  });
  expect(conversation.statusCode).toBe(200);
  conversationId = conversation.json().id;
  for (const content of ['Hello there', REMOVED_MESSAGE]) {
    const sent = await post('/api/messages', tester.cookie, { conversationId, content });
    expect(sent.statusCode, sent.body).toBe(201);
  }
  await insertReport(t.db, {
    listingId: shown.id,
    reporterId: tester.user.id,
    title: 'Plain crash',
  });
  await insertReport(t.db, {
    listingId: shown.id,
    reporterId: tester.user.id,
    title: REMOVED_REPORT,
  });
  // Given long enough ago to be shown whether or not the other side rated.
  const longAgo = new Date(Date.now() - 20 * 86_400_000);
  const rating = (raterId: string, comment: string) => ({
    listingId: shown.id,
    listingName: 'Harbor Lighthouse',
    raterId,
    rateeId: builder.user.id,
    raterSide: 'tester' as const,
    stars: 5,
    comment,
    createdAt: longAgo,
    updatedAt: longAgo,
  });
  await t.db
    .insert(ratings)
    .values([
      rating(tester.user.id, REMOVED_RATING),
      rating((rater as { id: string }).id, 'Steady hand'),
    ]);
  shortCode = (
    await post('/api/short-links', tester.cookie, {
      originalUrl: `/share/${hidden.id}`,
      softwareId: hidden.id,
    })
  ).json().shortCode;

  // Everything is read once while up, so every cache holds it when it goes down.
  expect((await get('/api/software')).body).toContain(HIDDEN_NAME);
  expect((await get(`/api/software?search=${HIDDEN_WORD}`)).body).toContain(HIDDEN_NAME);
  expect((await get(`/api/software/${hidden.id}`)).statusCode).toBe(200);
  // Read by its sender: the builder has read nothing yet.
  expect(
    (await get(`/api/conversations/${conversationId}/messages`, tester.cookie)).body,
  ).toContain(REMOVED_MESSAGE);
  expect((await get(`/api/people/${suspended.id}`)).statusCode).toBe(200);

  // Taken down as moderation writes it: the columns, then the listing's change on the bus.
  const now = new Date();
  await t.db.update(listings).set({ hiddenAt: now }).where(eq(listings.id, hidden.id));
  await t.db
    .insert(listingHides)
    .values({ listingId: hidden.id, cause: 'moderation', reason: 'Malware', hiddenAt: now });
  await t.app.bus.publish({ type: 'listing_changed', listingId: hidden.id, pages: true });
  await t.db.update(messages).set({ removedAt: now }).where(eq(messages.content, REMOVED_MESSAGE));
  await t.db.update(feedback).set({ removedAt: now }).where(eq(feedback.title, REMOVED_REPORT));
  await t.db.update(ratings).set({ removedAt: now }).where(eq(ratings.comment, REMOVED_RATING));
  await t.db
    .update(users)
    .set({ suspendedAt: now, suspensionReason: 'Spam' })
    .where(eq(users.id, suspended.id));
}, 120_000);
afterAll(() => t.close());

describe('nothing taken down is shown anywhere', () => {
  it('leaves the hidden listing out of Browse, by category and in search, for everyone', async () => {
    for (const cookie of [undefined, tester.cookie, builder.cookie]) {
      expect((await expectClean('/api/software', cookie)).body).toContain('Harbor Lighthouse');
      await expectClean('/api/software?category=Mobile', cookie);
      expect((await expectClean(`/api/software?search=${HIDDEN_WORD}`, cookie)).json()).toEqual([]);
      await expectClean('/api/software?search=quokka', cookie);
    }
  });

  it('answers 404 for the hidden listing, but to its builder', async () => {
    for (const cookie of [undefined, tester.cookie, admin.cookie]) {
      const response = await get(`/api/software/${hidden.id}`, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('listing_not_found');
    }
    const own = await get(`/api/software/${hidden.id}`, builder.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json().name).toBe(HIDDEN_NAME);
    expect((await get('/api/builder/software', builder.cookie)).body).toContain(HIDDEN_NAME);
  });

  it('serves no share page, meta tags, API answer, detail page nor short link for it', async () => {
    const share = await expectClean(`/share/${hidden.id}`);
    expect(share.statusCode).toBe(404);
    expect((await expectClean(`/software/${hidden.id}`)).statusCode).toBe(404);
    expect((await expectClean(`/api/public/software/${hidden.id}`)).statusCode).toBe(404);
    expect((await expectClean(`/s/${shortCode}`)).statusCode).toBe(404);
    const link = await post('/api/short-links', tester.cookie, {
      originalUrl: `/share/${hidden.id}`,
      softwareId: hidden.id,
    });
    expect(link.statusCode).toBe(404);
  });

  it('refuses joining and saving it, and leaves it out of saved lists and My Demos', async () => {
    const [other] = await quickPeople(t.app, t.db, 'Tester', 1);
    const cookie = (other as { cookie: string }).cookie;
    expect((await post('/api/interests', cookie, { softwareId: hidden.id })).statusCode).toBe(404);
    expect((await post('/api/saved', cookie, { softwareId: hidden.id })).statusCode).toBe(404);
    expect((await expectClean('/api/saved', tester.cookie)).body).toContain('Harbor Lighthouse');
    expect((await expectClean('/api/interests', tester.cookie)).body).toContain(
      'Harbor Lighthouse',
    );
  });

  it('leaves it out of the digest preview', async () => {
    expect((await expectClean('/api/admin/digest/preview', admin.cookie)).body).toContain(
      'Harbor Lighthouse',
    );
  });

  it('leaves the removed message out of threads, lists, counts and notifications', async () => {
    // Before the builder opens the thread, which marks what is in it read.
    const [listed] = (await expectClean('/api/conversations', builder.cookie)).json();
    expect(listed.lastMessage.content).toBe('Hello there');
    expect(listed.unreadCount).toBe(1);
    // The builder still reads their own hidden listing, and what was said about it.
    const notices = await expectClean('/api/notifications', builder.cookie, ['zorblax']);
    expect(notices.body).toContain('sent you a message about Harbor Lighthouse');
    await expectClean('/api/notifications', tester.cookie);
    const thread = await expectClean(
      `/api/conversations/${conversationId}/messages`,
      builder.cookie,
    );
    expect(thread.json().map((message: { content: string }) => message.content)).toEqual([
      'Hello there',
    ]);
    expect(thread.body).not.toContain('removedAt');
    await expectClean(`/api/conversations/${conversationId}/messages`, tester.cookie);
    expect((await expectClean('/api/conversations', tester.cookie)).statusCode).toBe(200);
  });

  it('leaves the removed report out of the board, the reporter’s list and exports', async () => {
    const board = await expectClean(`/api/software/${shown.id}/feedback`, builder.cookie);
    expect(board.body).toContain('Plain crash');
    expect((await expectClean('/api/feedback/mine', tester.cookie)).body).toContain('Plain crash');
    for (const format of ['csv', 'json']) {
      const exported = await expectClean(
        `/api/software/${shown.id}/feedback/export?format=${format}`,
        builder.cookie,
      );
      expect(exported.body).toContain('Plain crash');
    }
  });

  it('shows the builder’s profile without the hidden listing nor the removed rating', async () => {
    const profile = await expectClean(`/api/people/${builder.user.id}`);
    expect(profile.body).toContain('Harbor Lighthouse');
    expect(profile.body).toContain('Steady hand');
    expect((await expectClean('/api/ratings/given', tester.cookie)).json()).toEqual([]);
  });

  it('answers 404 for the suspended person’s profile, but to admins', async () => {
    for (const cookie of [undefined, tester.cookie, builder.cookie]) {
      const response = await get(`/api/people/${suspended.id}`, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('profile_not_found');
      expect(response.body).not.toContain(SUSPENDED_NAME);
    }
    expect((await get(`/api/people/${suspended.id}`, admin.cookie)).body).toContain(SUSPENDED_NAME);
  });
});
