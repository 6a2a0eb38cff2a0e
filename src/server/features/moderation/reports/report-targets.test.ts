import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@/server/db/schema/chat.ts';
import { feedback } from '@/server/db/schema/feedback.ts';
import { ratings } from '@/server/db/schema/reputation.ts';
import { type SettableClock, settableClock } from '@/server/lib/clock.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { type ChatParties, startChat } from '@/tests/factories/chat.ts';
import { insertReports } from '@/tests/factories/feedback-inserts.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { fileReport, insertMessage, insertRating } from '@/tests/factories/moderation.ts';
import { signUpAs } from '@/tests/factories/people.ts';
import { quickPeople } from '@/tests/factories/quick-people.ts';

let t: TestApp;
let clock: SettableClock;
let chat: ChatParties;
beforeAll(async () => {
  clock = settableClock(new Date());
  t = await buildTestApp({}, undefined, { clock });
  chat = await startChat(t.app);
}, 60_000);
afterAll(() => t.close());

/** A signed-in person of their own, with a fresh hour's budget of reports. */
const somebody = async () =>
  (await quickPeople(t.app, t.db, 'Tester', 1))[0] as { id: string; cookie: string };

const _notFoundBody = {
  code: 'report_target_not_found',
  message: 'There is nothing of that kind to report',
};

describe('POST /api/reports, for things only some may see', () => {
  it('takes a message from the other party of its conversation only, until it is removed', async () => {
    const messageId = await insertMessage(t.db, {
      conversationId: chat.conversation.id,
      senderId: chat.tester.user.id,
      content: 'Send me your password',
    });
    const outsider = await somebody();
    const refused = await fileReport(t.app, outsider.cookie, {
      targetType: 'message',
      targetId: messageId,
    });
    expect(refused.statusCode).toBe(404);
    const taken = await fileReport(t.app, chat.builder.cookie, {
      targetType: 'message',
      targetId: messageId,
      reason: 'harassment',
    });
    expect(taken.statusCode).toBe(201);
    expect(taken.json().targetLabel).toBe('Send me your password');

    const removedId = await insertMessage(t.db, {
      conversationId: chat.conversation.id,
      senderId: chat.tester.user.id,
      content: 'Already gone',
    });
    await t.db.update(messages).set({ removedAt: new Date() }).where(eq(messages.id, removedId));
    const removed = await fileReport(t.app, chat.builder.cookie, {
      targetType: 'message',
      targetId: removedId,
    });
    expect(removed.statusCode).toBe(404);
  });

  it('takes a feedback report from the builder of its listing only, until it is removed', async () => {
    const [report, removed] = await insertReports(t.db, [
      { listingId: chat.listing.id, reporterId: chat.tester.user.id, title: 'Rude words' },
      { listingId: chat.listing.id, reporterId: chat.tester.user.id, removedAt: new Date() },
    ]);
    const stranger = await somebody();
    const refused = await fileReport(t.app, stranger.cookie, {
      targetType: 'feedback',
      targetId: report?.id as string,
    });
    expect(refused.statusCode).toBe(404);
    const taken = await fileReport(t.app, chat.builder.cookie, {
      targetType: 'feedback',
      targetId: report?.id as string,
    });
    expect(taken.statusCode).toBe(201);
    expect(taken.json().targetLabel).toBe('Rude words');
    const gone = await fileReport(t.app, chat.builder.cookie, {
      targetType: 'feedback',
      targetId: removed?.id as string,
    });
    expect(gone.statusCode).toBe(404);
    expect(
      await t.db
        .select()
        .from(feedback)
        .where(eq(feedback.id, report?.id as string)),
    ).toHaveLength(1);
  });

  it('takes a rating once it is shown and not removed', async () => {
    const builder = await signUpAs(t.app, 'Builder');
    const listing = await postListing(t.app, builder.cookie, { name: 'Rated Harbor' });
    const [early, late] = await quickPeople(t.app, t.db, 'Tester', 2);
    const hiddenId = await insertRating(t.db, {
      listingId: listing.id,
      raterId: early?.id as string,
      rateeId: builder.user.id,
      daysAgo: 1,
    });
    const shownId = await insertRating(t.db, {
      listingId: listing.id,
      raterId: late?.id as string,
      rateeId: builder.user.id,
      daysAgo: 15,
      comment: 'Never answered',
    });
    const hidden = await fileReport(t.app, builder.cookie, {
      targetType: 'rating',
      targetId: hiddenId,
    });
    expect(hidden.statusCode).toBe(404);
    const shown = await fileReport(t.app, builder.cookie, {
      targetType: 'rating',
      targetId: shownId,
    });
    expect(shown.statusCode).toBe(201);
    expect(shown.json().targetLabel).toBe('Never answered');

    await t.db.update(ratings).set({ removedAt: new Date() }).where(eq(ratings.id, shownId));
    const other = await somebody();
    const removed = await fileReport(t.app, other.cookie, {
      targetType: 'rating',
      targetId: shownId,
    });
    expect(removed.statusCode).toBe(404);
  });
});
