import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackPaths } from '@/shared/contracts/feedback-paths.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { type ChatParties, startChat } from '@/tests/factories/chat.ts';
import { aBug, report, testerWith } from '@/tests/factories/feedback.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { signUpAs, TEST_PASSWORD } from '@/tests/factories/people.ts';

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
    expect(response.json()).toEqual({ code: 'unauthorized', message: 'Unauthorized' });
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

describe('how often', () => {
  it('gives one person ten copies a quarter hour, then 429 with when to come back', async () => {
    const someone = await signUpAs(t.app, 'Tester');
    for (let copy = 1; copy <= 10; copy++)
      expect((await exportOf(someone.cookie)).statusCode).toBe(200);
    const refused = await exportOf(someone.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts; try again in 15 minutes',
    });
    // Another person's copies are their own.
    expect((await exportOf(chat.builder.cookie)).statusCode).toBe(200);
  });
});

describe('the export of a tester who filed a report', () => {
  it('holds the report with its timeline, what they were told and how they chose to hear of it', async () => {
    const builder = await signUpAs(t.app, 'Builder');
    const listing = await postListing(t.app, builder.cookie, { name: 'Ledger Lite' });
    const tester = await testerWith(t, builder, listing, 'Accepted');
    const filed = (await report(t, tester, listing.id)).json();
    const commented = await t.app.inject({
      method: 'POST',
      url: feedbackPaths.comments(filed.id),
      headers: { cookie: builder.cookie },
      payload: { body: 'Fixed in build 42' },
    });
    expect(commented.statusCode).toBe(201);
    const chose = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: { cookie: tester.cookie },
      payload: { preferences: [{ type: 'message', inApp: true, email: false }] },
    });
    expect(chose.statusCode).toBe(200);

    const data = (await exportOf(tester.cookie)).json();
    expect(data.feedback).toEqual([
      expect.objectContaining({
        id: filed.id,
        softwareId: listing.id,
        title: aBug.title,
        steps: aBug.steps,
        device: aBug.device,
        status: 'New',
        timeline: [
          expect.objectContaining({ kind: 'status', status: 'New' }),
          expect.objectContaining({
            kind: 'comment',
            body: 'Fixed in build 42',
            actor: expect.objectContaining({ id: builder.user.id }),
          }),
        ],
      }),
    ]);
    expect(data.notifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'decision',
          title: 'You were accepted into Ledger Lite',
          inApp: true,
          readAt: null,
        }),
      ]),
    );
    expect(data.notificationChoices).toContainEqual({ type: 'message', inApp: true, email: false });

    // The builder's own export has none of the tester's report or choices.
    const theirs = (await exportOf(builder.cookie)).json();
    expect(theirs.feedback).toEqual([]);
    expect(theirs.notificationChoices).not.toContainEqual({
      type: 'message',
      inApp: true,
      email: false,
    });
  });
});
