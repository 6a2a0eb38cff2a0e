import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES_PER_MINUTE } from '@/server/features/chat/message-limit.ts';
import { UPLOADS_PER_HOUR } from '@/server/features/images/images.routes.ts';
import { FixedWindowLimiter } from '@/server/lib/fixed-window-limiter.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { startChat } from '@/tests/factories/chat.ts';
import { registerUser, signUpAs } from '@/tests/factories/people.ts';
import { openSocket } from '@/tests/realtime/socket-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Sends the same request until it is refused; answers the refusal and how many got through. */
async function untilRefused(
  request: () => InjectOptions,
  answer = (status: number) => status < 400,
) {
  for (let sent = 0; sent < 500; sent++) {
    const response = await t.app.inject(request());
    if (response.statusCode === 429) return { response, accepted: sent };
    expect(answer(response.statusCode), response.body).toBe(true);
  }
  throw new Error('never refused after 500 requests');
}

function expectTooMany(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json()).toEqual({
    code: 'rate_limited',
    message: expect.stringMatching(/^Too many .*try again in/),
  });
}

describe('rate limits answer 429 with Retry-After and the error shape', () => {
  it('registration, per address', async () => {
    let n = 0;
    const { response, accepted } = await untilRefused(() => ({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '198.51.100.7',
      payload: {
        firstName: 'R',
        lastName: 'L',
        email: `limit-${n++}@example.test`,
        password: 'correct horse battery',
      },
    }));
    expect(accepted).toBe(100);
    expectTooMany(response);
    expect(response.json().message).toBe('Too many attempts; try again in 1 hour');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(59 * 60);
  });

  it('registration, per address even when each attempt carries a session', async () => {
    const { cookie } = await registerUser(t.app);
    const attempt = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '198.51.100.10',
        headers: { cookie },
        payload: { firstName: 'R', lastName: 'L', email, password: 'correct horse battery' },
      });
    for (let n = 0; n < 100; n++) {
      expect((await attempt(`signed-in-${n}@example.test`)).statusCode).toBe(202);
    }
    expectTooMany(await attempt('one-more@example.test'));
  });

  it('sign-in attempts, per address', async () => {
    const email = `often-${Date.now()}@example.test`;
    await registerUser(t.app, { email });
    const { response, accepted } = await untilRefused(() => ({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '198.51.100.8',
      payload: { email, password: 'correct horse battery' },
    }));
    expect(accepted).toBe(60);
    expectTooMany(response);
    // The wait in words for people, in seconds for programs.
    expect(response.json().message).toMatch(
      /^Too many attempts; try again in (\d+ seconds|1 minute)$/,
    );
  });

  it('short links, per signed-in user rather than per address', async () => {
    const { listing } = await startChat(t.app);
    const [first, second] = await Promise.all([
      signUpAs(t.app, 'Tester'),
      signUpAs(t.app, 'Tester'),
    ]);
    const create = (cookie: string) => () => ({
      method: 'POST' as const,
      url: '/api/short-links',
      headers: { cookie },
      payload: { originalUrl: `/software/${listing.id}`, softwareId: listing.id },
    });
    const { response, accepted } = await untilRefused(create(first.cookie));
    expect(accepted).toBe(60);
    expectTooMany(response);
    // Same address, another account: its own budget.
    expect((await t.app.inject(create(second.cookie)())).statusCode).toBe(200);
  });

  it('upload URLs, per user', async () => {
    const builder = await signUpAs(t.app, 'Builder');
    const { response, accepted } = await untilRefused(() => ({
      method: 'POST',
      url: '/api/objects/upload',
      headers: { cookie: builder.cookie },
    }));
    expect(accepted).toBe(UPLOADS_PER_HOUR);
    expectTooMany(response);
  });

  it('following short links, per address', async () => {
    const { response, accepted } = await untilRefused(
      () => ({ method: 'GET', url: '/s/unknown1', remoteAddress: '198.51.100.9' }),
      (status) => status === 404,
    );
    expect(accepted).toBe(120);
    expectTooMany(response);
  });
});

describe('chat messages share one budget per user over REST and the socket', () => {
  it('refuses the message past the budget on either channel, and the other party keeps theirs', async () => {
    const { tester, builder, conversation } = await startChat(t.app);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = await openSocket(address, tester.cookie);
    try {
      const half = MESSAGES_PER_MINUTE / 2;
      for (let i = 0; i < half; i++) {
        socket.send({
          type: 'send_message',
          conversationId: conversation.id,
          senderId: tester.user.id,
          content: `socket ${i}`,
        });
        await socket.next((f) => f.type === 'new_message' && f.message.content === `socket ${i}`);
      }
      const rest = () => ({
        method: 'POST' as const,
        url: '/api/messages',
        headers: { cookie: tester.cookie },
        payload: { conversationId: conversation.id, content: 'over REST' },
      });
      const { response, accepted } = await untilRefused(rest);
      expect(accepted).toBe(MESSAGES_PER_MINUTE - half);
      expectTooMany(response);
      expect(response.json().message).toMatch(
        /^Too many messages; try again in (\d+ seconds|1 minute)$/,
      );

      socket.send({
        type: 'send_message',
        conversationId: conversation.id,
        senderId: tester.user.id,
        content: 'one too many',
      });
      const refused = await socket.next((f) => f.type === 'error');
      expect(refused).toMatchObject({ message: expect.stringMatching(/^Too many messages/) });

      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: builder.cookie },
        payload: { conversationId: conversation.id, content: 'still mine to send' },
      });
      expect(reply.statusCode).toBe(201);
    } finally {
      await socket.close();
    }
  });
});

describe('FixedWindowLimiter', () => {
  it('opens a new window once the old one has run out', () => {
    let now = 0;
    const limiter = new FixedWindowLimiter({
      max: 2,
      windowMs: 1000,
      what: 'tries',
      now: () => now,
    });
    limiter.take('a');
    limiter.take('a');
    expect(() => limiter.take('a')).toThrow('Too many tries; try again in 1 second');
    limiter.take('b');
    now = 1000;
    expect(() => limiter.take('a')).not.toThrow();
  });
});
