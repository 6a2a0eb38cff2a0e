import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/users.ts';
import { settableClock } from '@/server/lib/clock.ts';
import {
  UNVERIFIED_MESSAGES_PER_DAY,
  VERIFY_TO_MESSAGE_MORE_MESSAGE,
} from '@/shared/contracts/moderation-rules.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { startChat } from '@/tests/factories/chat.ts';

const clock = settableClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, undefined, { clock });
}, 60_000);
afterAll(() => t.close());

const send = (cookie: string, conversationId: string, content: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { cookie },
    payload: { conversationId, content },
  });

describe('messages from an address not yet proved', () => {
  it(`allows ${UNVERIFIED_MESSAGES_PER_DAY} a day, refuses the next, and allows again a day later`, async () => {
    const { tester, builder, conversation } = await startChat(t.app);
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, tester.user.id));
    // As a change of address leaves it: sessions read the person again.
    await t.app.bus.publish({ type: 'user_changed', userId: tester.user.id });
    for (let sent = 0; sent < UNVERIFIED_MESSAGES_PER_DAY; sent++) {
      expect((await send(tester.cookie, conversation.id, `Note ${sent}`)).statusCode).toBe(201);
    }
    const refused = await send(tester.cookie, conversation.id, 'One too many');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'email_not_verified',
      message: VERIFY_TO_MESSAGE_MORE_MESSAGE,
    });
    // The verified other party is not limited.
    for (let sent = 0; sent <= UNVERIFIED_MESSAGES_PER_DAY; sent++) {
      expect((await send(builder.cookie, conversation.id, `Reply ${sent}`)).statusCode).toBe(201);
    }
    await clock.set(new Date(clock.now().getTime() + 25 * 60 * 60 * 1000));
    expect((await send(tester.cookie, conversation.id, 'A new day')).statusCode).toBe(201);
  });
});
