import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/users.ts';
import { moderationPaths } from '@/shared/contracts/moderation-paths.ts';
import type { ReportTarget } from '@/shared/contracts/moderation-rules.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { type ChatParties, startChat } from '@/tests/factories/chat.ts';
import { insertReports } from '@/tests/factories/feedback-inserts.ts';
import { insertMessage, insertRating } from '@/tests/factories/moderation.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

let t: TestApp;
let admin: SignedInUser;
let chat: ChatParties;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpAs(t.app, 'Admin');
  chat = await startChat(t.app);
}, 60_000);
afterAll(() => t.close());

const readCase = (type: ReportTarget, id: string, cookie = admin.cookie) =>
  t.app.inject({ method: 'GET', url: moderationPaths.case(type, id), headers: { cookie } });

const _DAY_MS = 86_400_000;

describe('GET /api/admin/moderation/cases/:targetType/:targetId, for each kind', () => {
  it('shows a message, a feedback report, a rating and a person as their owners wrote them', async () => {
    const messageId = await insertMessage(t.db, {
      conversationId: chat.conversation.id,
      senderId: chat.tester.user.id,
      content: 'Pay me outside the app',
    });
    const [report] = await insertReports(t.db, [
      {
        listingId: chat.listing.id,
        reporterId: chat.tester.user.id,
        title: 'Crash',
        steps: 'Tap Save',
        expected: 'Saved',
        actual: 'Closed',
      },
    ]);
    const ratingId = await insertRating(t.db, {
      listingId: chat.listing.id,
      raterId: chat.tester.user.id,
      rateeId: chat.builder.user.id,
      daysAgo: 20,
      comment: 'Awful',
      reply: 'Untrue',
    });
    await t.db
      .update(users)
      .set({ businessName: 'Harbor Labs', website: 'https://labs.example.test' })
      .where(eq(users.id, chat.builder.user.id));

    const contents = await Promise.all(
      (
        [
          ['message', messageId],
          ['feedback', report?.id as string],
          ['rating', ratingId],
          ['person', chat.builder.user.id],
        ] as const
      ).map(async ([type, id]) => (await readCase(type, id)).json().content),
    );
    expect(contents).toEqual([
      { title: null, body: 'Pay me outside the app', links: [], path: null, state: 'visible' },
      {
        title: 'Crash',
        body: 'The app closes when I tap Save.\n\nSteps: Tap Save\n\nExpected: Saved\n\nActual: Closed',
        links: [],
        path: `/feedback/${report?.id}`,
        state: 'visible',
      },
      {
        title: '2 of 5 stars on Rated listing',
        body: 'Awful\n\nReply: Untrue',
        links: [],
        path: `/u/${chat.builder.user.id}`,
        state: 'visible',
      },
      {
        title: `${chat.builder.user.firstName} ${chat.builder.user.lastName}`,
        body: 'Harbor Labs',
        links: ['https://labs.example.test'],
        path: `/u/${chat.builder.user.id}`,
        state: 'visible',
      },
    ]);
  });
});
