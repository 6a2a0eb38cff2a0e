import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#tests/build-app.ts';
import { type ChatParties, startChat } from '#tests/chat-factories.ts';
import { TEST_PASSWORD } from '#tests/factories.ts';

let t: TestApp;
let chat: ChatParties;
beforeAll(async () => {
  t = await buildTestApp();
  chat = await startChat(t.app);
  const { tester, builder, conversation, listing } = chat;
  for (const [cookie, content] of [
    [tester.cookie, 'Found a crash on login'],
    [builder.cookie, 'Thanks, fixing it now'],
  ] as const) {
    await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie },
      payload: { conversationId: conversation.id, content },
    });
  }
  for (const [url, payload] of [
    ['/api/saved', { softwareId: listing.id }],
    ['/api/short-links', { originalUrl: `/share/${listing.id}`, softwareId: listing.id }],
  ] as const) {
    await t.app.inject({ method: 'POST', url, headers: { cookie: tester.cookie }, payload });
  }
});
afterAll(() => t.close());

const exportOf = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/user/export',
    headers: cookie ? { cookie } : {},
  });

describe('GET /api/auth/user/export', () => {
  it('answers 401 signed out', async () => {
    const response = await exportOf();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('downloads as a dated JSON file that no cache keeps', async () => {
    const response = await exportOf(chat.tester.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="beta-harbor-export-${today}.json"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("holds the tester's profile, joins, saves, links and both sides of the conversation", async () => {
    const { tester, builder, listing, conversation } = chat;
    const data = (await exportOf(tester.cookie)).json();
    expect(data.profile).toMatchObject({ id: tester.user.id, email: tester.user.email });
    expect(data.listings).toEqual([]);
    expect(data.interests).toEqual([
      expect.objectContaining({
        softwareId: listing.id,
        softwareName: 'Chatty App',
        status: 'Interested',
        answers: {},
        reason: null,
      }),
    ]);
    expect(data.saved).toEqual([expect.objectContaining({ softwareId: listing.id })]);
    expect(data.shortLinks).toEqual([
      expect.objectContaining({ originalUrl: `/share/${listing.id}`, softwareId: listing.id }),
    ]);
    expect(data.conversations).toEqual([
      expect.objectContaining({
        id: conversation.id,
        softwareName: 'Chatty App',
        as: 'Tester',
        with: { firstName: builder.user.firstName, lastName: builder.user.lastName },
        messages: [
          expect.objectContaining({ sentByMe: true, content: 'Found a crash on login' }),
          expect.objectContaining({ sentByMe: false, content: 'Thanks, fixing it now' }),
        ],
      }),
    ]);
  });

  it("holds the builder's listings and the conversation from their side", async () => {
    const data = (await exportOf(chat.builder.cookie)).json();
    expect(data.listings).toEqual([
      expect.objectContaining({
        id: chat.listing.id,
        name: 'Chatty App',
        status: 'Open',
        testerLimit: null,
        screeningQuestions: [],
        accessInstructions: null,
      }),
    ]);
    expect(data.conversations[0]).toMatchObject({
      as: 'Builder',
      messages: [{ sentByMe: false }, { sentByMe: true }],
    });
  });

  it('never carries a password hash, a provider subject or anyone else’s e-mail', async () => {
    const body = (await exportOf(chat.tester.cookie)).body;
    expect(body).not.toMatch(/argon2|passwordHash|oidcSubject/);
    expect(body).not.toContain(TEST_PASSWORD);
    expect(body).not.toContain(chat.builder.user.email as string);
  });
});
