import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@/server/db/schema/notifications.ts';
import type { Notification, NotificationPage } from '@/shared/contracts/notifications.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { type ChatParties, startChat } from '@/tests/factories/chat.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import { notify } from './notify.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: SignedInUser, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });

async function pageOf(who: SignedInUser, query = ''): Promise<NotificationPage> {
  const response = await call('GET', `/api/notifications${query}`, who);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** A verified person whose bell starts empty: the notice to verify, read, is gone too. */
async function person(role: 'Tester' | 'Builder'): Promise<SignedInUser> {
  const who = await signUpAs(t.app, role);
  await t.db.delete(notifications).where(eq(notifications.userId, who.user.id));
  return who;
}

/** The conversation's two people, their bells empty. */
async function chat(): Promise<ChatParties> {
  const parties = await startChat(t.app);
  for (const who of [parties.builder, parties.tester])
    await t.db.delete(notifications).where(eq(notifications.userId, who.user.id));
  return parties;
}

const send = (who: SignedInUser, conversationId: string, content: string) =>
  call('POST', '/api/messages', who, { conversationId, content });

describe('messages in the bell', () => {
  it('folds a conversation’s unread messages into one notification, read when the thread is opened', async () => {
    const { builder, tester, listing, conversation } = await chat();
    expect((await send(tester, conversation.id, 'First question')).statusCode).toBe(201);
    expect((await send(tester, conversation.id, 'x'.repeat(500))).statusCode).toBe(201);

    const page = await pageOf(builder);
    expect(page.unreadCount).toBe(1);
    expect(page.items).toHaveLength(1);
    const [item] = page.items as [Notification];
    expect(item).toMatchObject({
      type: 'message',
      title: `Test User sent you a message about ${listing.name}`,
      link: `/messages?c=${conversation.id}`,
      count: 2,
      readAt: null,
    });
    // The latest message, cut short: the thread has the rest.
    expect(item.body).toHaveLength(140);
    // The sender is not told of their own message.
    expect((await pageOf(tester)).items).toEqual([]);

    await call('GET', `/api/conversations/${conversation.id}/messages`, builder);
    const after = await pageOf(builder);
    expect(after.unreadCount).toBe(0);
    expect(after.items[0]?.readAt).not.toBeNull();

    // A message after the thread was read is news again: a new notification.
    await send(tester, conversation.id, 'One more thing');
    const again = await pageOf(builder);
    expect(again.unreadCount).toBe(1);
    expect(again.items.map((n) => n.count)).toEqual([1, 2]);
  });

  it('tells nothing in the app to one who turned messages off there', async () => {
    const { builder, tester, conversation } = await chat();
    const off = await call('PUT', '/api/notifications/preferences', builder, {
      preferences: [{ type: 'message', inApp: false, email: true }],
    });
    expect(off.statusCode).toBe(200);
    await send(tester, conversation.id, 'Hello?');
    expect(await pageOf(builder)).toMatchObject({ items: [], unreadCount: 0 });
  });
});

describe('the list and reading', () => {
  it('pages newest first without repeating or skipping, and marks one, several or all read', async () => {
    const reader = await person('Tester');
    const drafts = Array.from({ length: 25 }, (_, i) => ({
      userId: reader.user.id,
      type: 'decision' as const,
      title: `Notice ${i}`,
      link: '/my-demos',
    }));
    for (const draft of drafts) await notify(t.app.services, [draft]);
    // Notices stored within one tick of the clock share a time (PGlite's can be that coarse). Here
    // each moment holds two, Notice 2k and 2k+1, and the pages' boundary falls between 4 and 5.
    const moment = (title: string) => Math.floor(Number(title.replace('Notice ', '')) / 2);
    await t.db.execute(
      sql`update notifications set created_at = timestamptz '2026-01-01T00:00:00Z'
        + make_interval(secs => substring(title from 8)::int / 2)
        where user_id = ${reader.user.id}`,
    );

    const first = await pageOf(reader);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.title).toBe('Notice 24');
    expect(first.unreadCount).toBe(25);
    const second = await pageOf(reader, `?cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const listed = [...first.items, ...second.items];
    expect(new Set(listed.map((n) => n.title)).size).toBe(25);
    // Newest first; among notices of one moment, the one whose id sorts last comes first.
    const newestFirst = [...listed].sort(
      (a, b) => moment(b.title) - moment(a.title) || (a.id < b.id ? 1 : -1),
    );
    expect(listed.map((n) => n.title)).toEqual(newestFirst.map((n) => n.title));

    const two = first.items.slice(0, 2).map((n) => n.id);
    const readTwo = await call('POST', '/api/notifications/read', reader, { ids: two });
    expect(readTwo.json()).toEqual({ unreadCount: 23 });
    const readAll = await call('POST', '/api/notifications/read', reader, { all: true });
    expect(readAll.json()).toEqual({ unreadCount: 0 });
    expect((await call('GET', '/api/notifications/unread', reader)).json()).toEqual({
      unreadCount: 0,
    });
  });

  it('never reads another person’s notifications', async () => {
    const [owner, stranger] = [await person('Tester'), await person('Tester')];
    await notify(t.app.services, [
      { userId: owner.user.id, type: 'decision', title: 'Mine', link: '/my-demos' },
    ]);
    const [mine] = (await pageOf(owner)).items as [Notification];
    const tried = await call('POST', '/api/notifications/read', stranger, { ids: [mine.id] });
    expect(tried.json()).toEqual({ unreadCount: 0 });
    expect((await pageOf(owner)).unreadCount).toBe(1);
  });

  it('refuses a cursor it did not make, and a read of nothing', async () => {
    const reader = await person('Tester');
    const forged = Buffer.from('{"at":"yesterday","id":"x"}').toString('base64url');
    const badCursor = await call('GET', `/api/notifications?cursor=${forged}`, reader);
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().errors).toEqual({ cursor: 'Invalid cursor' });
    const empty = await call('POST', '/api/notifications/read', reader, { ids: [] });
    expect(empty.statusCode).toBe(400);
    const both = await call('POST', '/api/notifications/read', reader, { ids: [], all: true });
    expect(both.statusCode).toBe(400);
  });
});

describe('preferences', () => {
  it('starts each role with its own types and defaults, and keeps a change', async () => {
    const builder = await signUpAs(t.app, 'Builder');
    const tester = await signUpAs(t.app, 'Tester');
    const builderTypes = await call('GET', '/api/notifications/preferences', builder);
    expect(builderTypes.json().preferences).toEqual([
      { type: 'message', inApp: true, email: true },
      { type: 'tester_joined', inApp: true, email: false },
      { type: 'feedback_received', inApp: true, email: true },
      { type: 'cycle_alert', inApp: true, email: true },
    ]);
    const testerTypes = (await call('GET', '/api/notifications/preferences', tester)).json();
    expect(testerTypes.preferences.map((p: { type: string }) => p.type)).toEqual([
      'message',
      'decision',
      'waitlist_promoted',
      'inactivity',
      'report_updated',
      'cycle_reminder',
      'build_posted',
      'invitation',
    ]);

    const changed = await call('PUT', '/api/notifications/preferences', builder, {
      preferences: [{ type: 'tester_joined', inApp: false, email: true }],
    });
    expect(changed.json().preferences[1]).toEqual({
      type: 'tester_joined',
      inApp: false,
      email: true,
    });
    const again = await call('GET', '/api/notifications/preferences', builder);
    expect(again.json().preferences[1]).toEqual({
      type: 'tester_joined',
      inApp: false,
      email: true,
    });
  });

  it('refuses a type the role never receives, and the same type twice', async () => {
    const tester = await signUpAs(t.app, 'Tester');
    const foreign = await call('PUT', '/api/notifications/preferences', tester, {
      preferences: [{ type: 'tester_joined', inApp: false, email: false }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({
      preferences: 'Your role does not receive this kind of notification',
    });
    const twice = await call('PUT', '/api/notifications/preferences', tester, {
      preferences: [
        { type: 'message', inApp: false, email: false },
        { type: 'message', inApp: true, email: true },
      ],
    });
    expect(twice.statusCode).toBe(400);
  });

  it("stores one batch as each person chose: the type's defaults, in the app only, by mail only", async () => {
    const [byDefault, appOnly, mailOnly] = await Promise.all([
      person('Tester'),
      person('Tester'),
      person('Tester'),
    ]);
    await call('PUT', '/api/notifications/preferences', appOnly, {
      preferences: [{ type: 'decision', inApp: true, email: false }],
    });
    await call('PUT', '/api/notifications/preferences', mailOnly, {
      preferences: [{ type: 'decision', inApp: false, email: true }],
    });
    await notify(
      t.app.services,
      [byDefault, appOnly, mailOnly].map((one) => ({
        userId: one.user.id,
        type: 'decision' as const,
        title: 'Accepted',
        link: '/my-demos',
      })),
    );
    const rowOf = async (one: SignedInUser) =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, one.user.id))).map(
        ({ inApp, mailStatus, readAt }) => ({ inApp, mailStatus, read: readAt !== null }),
      );
    expect(await rowOf(byDefault)).toEqual([{ inApp: true, mailStatus: 'pending', read: false }]);
    expect(await rowOf(appOnly)).toEqual([{ inApp: true, mailStatus: null, read: false }]);
    expect(await rowOf(mailOnly)).toEqual([{ inApp: false, mailStatus: 'pending', read: true }]);
    expect((await pageOf(mailOnly)).items).toEqual([]);
    expect((await pageOf(appOnly)).items.map((item) => item.title)).toEqual(['Accepted']);
  });

  it('keeps a type turned off everywhere out of the database altogether', async () => {
    const tester = await person('Tester');
    await call('PUT', '/api/notifications/preferences', tester, {
      preferences: [{ type: 'decision', inApp: false, email: false }],
    });
    await notify(t.app.services, [
      { userId: tester.user.id, type: 'decision', title: 'Accepted', link: '/my-demos' },
    ]);
    const rows = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, tester.user.id));
    expect(rows).toEqual([]);
  });
});

describe('the address to verify', () => {
  it('is a notice from registration until the link is opened', async () => {
    const unproved = await signUpAs(t.app, 'Tester', { verified: false });
    const [notice] = (await pageOf(unproved)).items;
    expect(notice).toMatchObject({
      type: 'verify_email',
      title: 'Confirm your e-mail address',
      link: '/profile',
      readAt: null,
    });
    const proved = await signUpAs(t.app, 'Tester');
    expect((await pageOf(proved)).unreadCount).toBe(0);
  });
});
