import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferences, notifications } from '@/server/db/schema/notifications.ts';
import { users } from '@/server/db/schema/users.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { startChat } from '@/tests/factories/chat.ts';
import {
  registerUser,
  type SignedInUser,
  signUpAs,
  TEST_PASSWORD,
} from '@/tests/factories/people.ts';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpAs(t.app, 'Admin');
});
afterAll(() => t.close());

const as = (
  cookie: string | undefined,
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const deleteAccount = (cookie: string | undefined, payload: object) =>
  as(cookie, 'DELETE', '/api/auth/user', payload);

const statusOf = async (cookie: string) => (await as(cookie, 'GET', '/api/auth/user')).statusCode;

const browseIds = async () =>
  ((await as(undefined, 'GET', '/api/software')).json() as { id: string }[]).map((l) => l.id);

/** The chat, with a message from each side. */
async function chatWithMessages() {
  const chat = await startChat(t.app);
  for (const [cookie, content] of [
    [chat.tester.cookie, 'Found a crash on login'],
    [chat.builder.cookie, 'Thanks, fixing it now'],
  ] as const) {
    await as(cookie, 'POST', '/api/messages', { conversationId: chat.conversation.id, content });
  }
  return chat;
}

describe('DELETE /api/auth/user', () => {
  it('answers 401 signed out', async () => {
    expect((await deleteAccount(undefined, { password: TEST_PASSWORD })).statusCode).toBe(401);
  });

  it('refuses a wrong or missing password (400, naming password) and changes nothing', async () => {
    const { builder, listing } = await chatWithMessages();
    for (const payload of [{ password: 'not the password' }, {}, { confirmation: 'DELETE' }]) {
      const response = await deleteAccount(builder.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({
        code: 'wrong_password',
        message: 'That password is not right',
        errors: { password: 'That password is not right' },
      });
    }
    expect(await statusOf(builder.cookie)).toBe(200);
    expect(await browseIds()).toContain(listing.id);
  });

  it('keeps a deleted tester\'s messages in the builder\'s thread, from "Deleted user"', async () => {
    const { tester, builder, listing, conversation } = await chatWithMessages();
    const secondSession = await as(undefined, 'POST', '/api/auth/login', {
      email: tester.user.email,
      password: TEST_PASSWORD,
    });
    const secondCookie = `bh_session=${secondSession.cookies.find((c) => c.name === 'bh_session')?.value}`;

    const response = await deleteAccount(tester.cookie, { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'bh_session')?.value).toBe('');
    expect(await statusOf(tester.cookie)).toBe(401);
    expect(await statusOf(secondCookie)).toBe(401);

    const thread = await as(
      builder.cookie,
      'GET',
      `/api/conversations/${conversation.id}/messages`,
    );
    expect(thread.json()).toEqual([
      expect.objectContaining({
        content: 'Found a crash on login',
        sender: expect.objectContaining({
          firstName: 'Deleted',
          lastName: 'user',
          profileImageUrl: null,
        }),
      }),
      expect.objectContaining({ content: 'Thanks, fixing it now' }),
    ]);
    const [listed] = (await as(builder.cookie, 'GET', '/api/conversations')).json();
    expect(listed.tester).toMatchObject({ firstName: 'Deleted', lastName: 'user' });
    // The builder's notifications named the tester and quoted them: they are gone, joins included.
    const bell = (await as(builder.cookie, 'GET', '/api/notifications')).json();
    expect(bell.items.map((n: { type: string }) => n.type)).not.toContain('message');
    expect(bell.items.map((n: { type: string }) => n.type)).not.toContain('tester_joined');
    // Their join no longer counts.
    expect((await as(undefined, 'GET', `/api/software/${listing.id}`)).json().testerCount).toBe(0);
  });

  it('empties the row, frees the e-mail and leaves admins nobody to manage', async () => {
    const person = await registerUser(t.app);
    await as(person.cookie, 'PUT', '/api/notifications/preferences', {
      preferences: [{ type: 'message', inApp: false, email: false }],
    });
    await deleteAccount(person.cookie, { password: TEST_PASSWORD });
    // The notice to verify the address and the notification choices go with the account.
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, person.user.id));
    expect(told).toEqual([]);
    const chosen = await t.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, person.user.id));
    expect(chosen).toEqual([]);
    const [row] = await t.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row).toMatchObject({
      email: null,
      firstName: 'Deleted',
      lastName: 'user',
      phone: null,
      passwordHash: null,
      oidcSubject: null,
      wantsWeeklyDigest: false,
      role: 'Tester',
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const login = await as(undefined, 'POST', '/api/auth/login', {
      email: person.user.email,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(401);
    const listedIds = (await as(admin.cookie, 'GET', '/api/admin/users'))
      .json()
      .map((u: { id: string }) => u.id);
    expect(listedIds).not.toContain(person.user.id);
    const promote = await as(admin.cookie, 'PATCH', `/api/admin/users/${person.user.id}/role`, {
      role: 'Admin',
    });
    expect(promote.statusCode).toBe(404);
    const again = await registerUser(t.app, { email: person.user.email as string });
    expect(again.user.id).not.toBe(person.user.id);
  });

  it("takes a deleted builder's listings off Browse, with their conversations", async () => {
    const { tester, builder, listing } = await chatWithMessages();
    expect((await deleteAccount(builder.cookie, { password: TEST_PASSWORD })).statusCode).toBe(204);
    expect(await browseIds()).not.toContain(listing.id);
    expect((await as(undefined, 'GET', `/api/software/${listing.id}`)).statusCode).toBe(404);
    const conversations = (await as(tester.cookie, 'GET', '/api/conversations')).json();
    expect(conversations).toEqual([]);
  });

  it('refuses the last Admin (409) and lets one go once another admin exists', async () => {
    const alone = await deleteAccount(admin.cookie, { password: TEST_PASSWORD });
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toEqual({
      code: 'last_admin',
      message: 'You are the only admin; make someone else Admin first.',
    });
    expect(await statusOf(admin.cookie)).toBe(200);

    const colleague = await registerUser(t.app);
    await as(admin.cookie, 'PATCH', `/api/admin/users/${colleague.user.id}/role`, {
      role: 'Admin',
    });
    expect((await deleteAccount(admin.cookie, { password: TEST_PASSWORD })).statusCode).toBe(204);
    expect(await statusOf(colleague.cookie)).toBe(200);
  });
});
