import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/server/app.ts';
import { messages } from '@/server/db/schema/chat.ts';
import { emailOutbox } from '@/server/db/schema/mail.ts';
import { notifications } from '@/server/db/schema/notifications.ts';
import { TEST_SECRET } from '@/tests/app/build-app.ts';
import { type ChatParties, startChat } from '@/tests/factories/chat.ts';
import type { SignedInUser } from '@/tests/factories/people.ts';
import { buildTwoApps } from '@/tests/processes/two-processes.ts';
import { mailUnreadMessages } from './message-mails.ts';
import { mailNotifications } from './notification-mails.ts';

/** Two server processes over one database, as a deployment behind a load balancer runs. */
let apps: Awaited<ReturnType<typeof buildTwoApps>>;
let first: App;
let second: App;
const settings = { publicUrl: 'http://localhost:5000', sessionSecret: TEST_SECRET };
beforeAll(async () => {
  apps = await buildTwoApps();
  ({ first, second } = apps);
});
afterAll(() => apps.close());

const MINUTE = 60_000;
const minutesOn = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

const send = (app: App, who: SignedInUser, conversationId: string, content: string) =>
  app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { cookie: who.cookie },
    payload: { conversationId, content },
  });

/** Mail of one kind to one person: everyone here also got the mail that verified them. */
const mailsTo = async (who: SignedInUser, kind: 'message' | 'notification') =>
  (
    await first.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, who.user.email as string))
  ).filter((mail) => mail.kind === kind);
const messageMailsTo = (who: SignedInUser) => mailsTo(who, 'message');

/** Both processes run the job at the same moment. */
const runBoth = (at: Date) =>
  Promise.all([
    mailUnreadMessages(first.db, settings, at),
    mailUnreadMessages(second.db, settings, at),
  ]);

describe('mail for unread messages', () => {
  let chat: ChatParties;
  beforeAll(async () => {
    chat = await startChat(first);
  });

  it('waits ten minutes, mails once across processes, then no more than every quarter hour', async () => {
    const { builder, tester, conversation } = chat;
    expect((await send(first, tester, conversation.id, 'Is the login fixed?')).statusCode).toBe(
      201,
    );
    await runBoth(minutesOn(5));
    expect(await messageMailsTo(builder)).toEqual([]);

    await runBoth(minutesOn(11));
    const [mail, ...others] = await messageMailsTo(builder);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('1 unread message from Test User about Chatty App');
    expect(mail?.textBody).toContain('Is the login fixed?');
    expect(mail?.textBody).toContain(`http://localhost:5000/messages?c=${conversation.id}`);
    expect(mail?.headers['List-Unsubscribe']).toContain('type=message');

    // A second message at minute 12, unread: at minute 19 the mail of minute 11 is too recent.
    const later = await send(second, tester, conversation.id, 'And the export?');
    await first.db
      .update(messages)
      .set({ createdAt: minutesOn(12) })
      .where(eq(messages.id, later.json().id));
    await runBoth(minutesOn(19));
    expect(await messageMailsTo(builder)).toHaveLength(1);
    await runBoth(minutesOn(27));
    const mails = await messageMailsTo(builder);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('2 unread messages from Test User about Chatty App');
  });

  it('sends nothing for a message read in the app', async () => {
    const { builder, tester, conversation } = await startChat(second);
    await send(first, builder, conversation.id, 'Welcome aboard');
    await second.inject({
      method: 'GET',
      url: `/api/conversations/${conversation.id}/messages`,
      headers: { cookie: tester.cookie },
    });
    await runBoth(minutesOn(30));
    expect(await messageMailsTo(tester)).toEqual([]);
  });

  it('sends nothing to one who turned message mail off, who still sees it in the app', async () => {
    const { builder, tester, conversation } = await startChat(first);
    await first.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: { cookie: tester.cookie },
      payload: { preferences: [{ type: 'message', inApp: true, email: false }] },
    });
    await send(second, builder, conversation.id, 'Ping');
    await runBoth(minutesOn(30));
    expect(await messageMailsTo(tester)).toEqual([]);
    const rows = await first.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(eq(notifications.userId, tester.user.id));
    expect(rows.map((row) => row.type)).toContain('message');
  });
});

describe('notifications across processes', () => {
  it('makes one notification and one mail of each event, whichever processes run the jobs', async () => {
    const { builder, tester, listing } = await startChat(first);
    const signups = await first.inject({
      method: 'GET',
      url: `/api/software/${listing.id}/testers`,
      headers: { cookie: builder.cookie },
    });
    const [signup] = signups.json();
    const decided = await second.inject({
      method: 'PATCH',
      url: `/api/interests/${signup.id}`,
      headers: { cookie: builder.cookie },
      payload: { status: 'Accepted' },
    });
    expect(decided.statusCode).toBe(200);
    await Promise.all([
      mailNotifications(first.db, settings),
      mailNotifications(second.db, settings),
    ]);

    const decisions = await first.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, tester.user.id));
    expect(decisions.filter((n) => n.type === 'decision')).toHaveLength(1);
    const mails = (await mailsTo(tester, 'notification')).map((mail) => mail.subject);
    expect(mails).toEqual(['You were accepted into Chatty App']);
  });
});
