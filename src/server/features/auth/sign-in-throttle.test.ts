import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFailures } from '@/server/db/schema/accounts.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { registerUser, TEST_PASSWORD } from '@/tests/factories/people.ts';
import { requestResetToken } from '@/tests/mail/account-mail.ts';
import {
  assertSignInAllowed,
  FAILURE_MEMORY_MS,
  FREE_FAILURES,
  pruneSignInFailures,
  waitAfterFailures,
} from './sign-in-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ATTACKER = '198.51.100.66';
const OWNER = '203.0.113.5';
/** Its own address: the burst fills the route's per-address budget. */
const BURST = '192.0.2.77';

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { email, password },
  });

async function failFrom(email: string, address: string, times = FREE_FAILURES) {
  for (let n = 0; n < times; n++) {
    expect((await login(email, `wrong guess ${n}`, address)).statusCode).toBe(401);
  }
}

const failuresOf = (email: string) =>
  t.db.select().from(signInFailures).where(eq(signInFailures.email, email));

describe('sign-in throttling per account and address', () => {
  it('refuses the guessing address after a few failures, even with the right password', async () => {
    await registerUser(t.app, { email: 'guessed@example.test' });
    await failFrom('guessed@example.test', ATTACKER);
    const refused = await login('guessed@example.test', TEST_PASSWORD, ATTACKER);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many failed sign-ins; try again in 1 minute',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    expect(refused.cookies).toEqual([]);
  });

  it('signs the owner in at once from an address with no failures', async () => {
    const { user } = await registerUser(t.app, { email: 'owner@example.test' });
    await failFrom('owner@example.test', ATTACKER);
    expect((await login('owner@example.test', 'still guessing', ATTACKER)).statusCode).toBe(429);
    const owner = await login('owner@example.test', TEST_PASSWORD, OWNER);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().id).toBe(user.id);
    // Other accounts from the attacker's address are not held up either.
    await registerUser(t.app, { email: 'neighbour@example.test' });
    expect((await login('neighbour@example.test', TEST_PASSWORD, ATTACKER)).statusCode).toBe(200);
  });

  it('counts failures only: right passwords never add up to a refusal', async () => {
    await registerUser(t.app, { email: 'often@example.test' });
    for (let n = 0; n < FREE_FAILURES + 3; n++) {
      expect((await login('often@example.test', TEST_PASSWORD, OWNER)).statusCode).toBe(200);
    }
    expect(await failuresOf('often@example.test')).toEqual([]);
  });

  it('forgets the pair’s failures after a success', async () => {
    await registerUser(t.app, { email: 'typo@example.test' });
    await failFrom('typo@example.test', OWNER, FREE_FAILURES - 1);
    expect((await login('typo@example.test', TEST_PASSWORD, OWNER)).statusCode).toBe(200);
    expect(await failuresOf('typo@example.test')).toEqual([]);
    await failFrom('typo@example.test', OWNER, FREE_FAILURES - 1);
    expect((await login('typo@example.test', TEST_PASSWORD, OWNER)).statusCode).toBe(200);
  });

  it('treats an unknown e-mail like a known one', async () => {
    await failFrom('nobody-here@example.test', ATTACKER);
    const refused = await login('nobody-here@example.test', 'one more', ATTACKER);
    expect(refused.statusCode).toBe(429);
  });

  // PGlite runs one statement at a time, so the burst can only race on PostgreSQL's pool.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'checks no more than the free passwords of a parallel burst, the right one included',
    async () => {
      const { email } = (await registerUser(t.app, { email: 'burst@example.test' })).user;
      const burst = Array.from({ length: 60 }, (_, n) =>
        login(email as string, n === 30 ? TEST_PASSWORD : `parallel guess ${n}`, BURST),
      );
      const answers = await Promise.all(burst);
      // 401 and 200 are checked passwords; 429 is the throttle's refusal, 503 the hashing gate's.
      const checked = answers.filter((answer) => [200, 401].includes(answer.statusCode));
      expect(checked.map((answer) => answer.statusCode)).toEqual(Array(FREE_FAILURES).fill(401));
      expect(answers[30]?.statusCode).toBe(429);
      expect(answers[30]?.cookies).toEqual([]);
    },
  );

  it('lets a reset of the password clear the account’s failures', async () => {
    await registerUser(t.app, { email: 'locked-self@example.test' });
    await failFrom('locked-self@example.test', OWNER);
    const token = await requestResetToken(t.app, t.db, 'locked-self@example.test');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await login('locked-self@example.test', 'a brand new password', OWNER)).statusCode,
    ).toBe(200);
  });
});

describe('the wait', () => {
  it('grows with each failure past the free ones, up to an hour', () => {
    expect(waitAfterFailures(FREE_FAILURES - 1)).toBe(0);
    expect(waitAfterFailures(FREE_FAILURES)).toBe(60_000);
    expect(waitAfterFailures(FREE_FAILURES + 1)).toBe(120_000);
    expect(waitAfterFailures(FREE_FAILURES + 2)).toBe(240_000);
    expect(waitAfterFailures(FREE_FAILURES + 20)).toBe(60 * 60_000);
  });

  it('ends: the pair may try again once it has passed, and a further failure waits longer', async () => {
    const pair = { email: 'clock@example.test', address: ATTACKER };
    const start = new Date('2026-01-01T00:00:00Z');
    await t.db
      .insert(signInFailures)
      .values(Array.from({ length: FREE_FAILURES }, () => ({ ...pair, failedAt: start })));
    const at = (ms: number) => new Date(start.getTime() + ms);
    await expect(assertSignInAllowed(t.db, pair, at(59_000))).rejects.toMatchObject({
      statusCode: 429,
      retryAfterSeconds: 1,
    });
    await expect(assertSignInAllowed(t.db, pair, at(60_000))).resolves.toBeUndefined();

    await t.db.insert(signInFailures).values({ ...pair, failedAt: at(60_000) });
    await expect(assertSignInAllowed(t.db, pair, at(60_000 + 119_000))).rejects.toMatchObject({
      message: 'Too many failed sign-ins; try again in 1 second',
    });
    await expect(assertSignInAllowed(t.db, pair, at(180_000))).resolves.toBeUndefined();
  });

  it('prunes failures too old to count', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - FAILURE_MEMORY_MS - 1000);
    await t.db.insert(signInFailures).values([
      { email: 'prune@example.test', address: OWNER, failedAt: old },
      { email: 'prune@example.test', address: OWNER, failedAt: now },
    ]);
    expect(await pruneSignInFailures(t.db, now)).toBeGreaterThanOrEqual(1);
    expect((await failuresOf('prune@example.test')).map((row) => row.failedAt)).toEqual([now]);
  });
});
