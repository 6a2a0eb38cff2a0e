import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/users.ts';
import { COMMON_PASSWORD_MESSAGE } from '@/server/features/auth/credentials.ts';
import { buildTestApp, TEST_ADMIN_EMAIL, type TestApp } from '@/tests/app/build-app.ts';
import {
  cookieFrom,
  registerAccount,
  registerUser,
  TEST_PASSWORD,
} from '@/tests/factories/people.ts';
import { awaitOutbox, outboxFor } from '@/tests/mail/account-mail.ts';
import { verifyEmailOf } from '@/tests/mail/mail-links.ts';
import { linkIn } from '@/tests/mail/mail-text.ts';
import { REGISTRATION_MAILS_PER_ADDRESS } from './registration.routes.ts';
import { ACCOUNT_EXISTS_SUBJECT } from './registration-mails.ts';
import { VERIFICATION_SUBJECT } from './verification-mail.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>, remoteAddress = '203.0.113.20') =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress, payload });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const rowsOf = (email: string) => t.db.select().from(users).where(eq(users.email, email));

/**
 * Every header but the date, which moves with the clock, and the cookie that marks the browser
 * as the one that registered, which holds the address typed: the cookies are compared by name.
 */
const headersOf = (response: { headers: Record<string, unknown> }) => {
  const { date: _date, 'set-cookie': _cookie, ...rest } = response.headers;
  return rest;
};
const cookieNamesOf = (response: { cookies: { name: string }[] }) =>
  response.cookies.map((cookie) => cookie.name);

describe('POST /api/auth/register', () => {
  it('answers a new address and a taken one alike: 202, the same body and headers, no session', async () => {
    await registerUser(t.app, { email: 'taken@example.test' });
    const person = { firstName: 'A', lastName: 'B', password: 'another horse battery' };
    // From two addresses of their own, so each starts from the same rate-limit count.
    const fresh = await register({ ...person, email: 'fresh@example.test' }, '203.0.113.21');
    const taken = await register({ ...person, email: 'TAKEN@example.test' }, '203.0.113.22');

    expect(fresh.statusCode).toBe(202);
    expect(taken.statusCode).toBe(202);
    expect(fresh.json()).toEqual({ message: 'Check your e-mail to finish creating your account' });
    expect(taken.body).toBe(fresh.body);
    expect(headersOf(taken)).toEqual(headersOf(fresh));
    expect(cookieNamesOf(fresh)).toEqual(['bh_registering']);
    expect(cookieNamesOf(taken)).toEqual(['bh_registering']);
  });

  it('creates an unverified Tester whose mailed link verifies it and signs that browser in', async () => {
    const response = await register({
      firstName: 'Zoë',
      lastName: 'Ng',
      email: 'Zoe.Ng@Example.test',
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(202);
    const [mail] = await awaitOutbox(t.db, 'zoe.ng@example.test', 1, VERIFICATION_SUBJECT);
    expect(linkIn(mail?.textBody ?? '', '/verify-email')).toMatch(
      /^http:\/\/localhost:5000\/verify-email\?token=[\w-]{43}$/,
    );
    const [row] = await rowsOf('zoe.ng@example.test');
    expect(row).toMatchObject({ firstName: 'Zoë', role: 'Tester', emailVerifiedAt: null });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    const opened = await verifyEmailOf(
      t.app,
      'zoe.ng@example.test',
      cookieFrom(response, 'bh_registering'),
    );
    expect(opened.statusCode).toBe(200);
    const cookie = opened.cookies.find((c) => c.name === 'bh_session');
    expect(cookie?.value).toBeTruthy();
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: `bh_session=${cookie?.value}` },
    });
    // Signed in with the profile still to complete: the app goes on to /profile.
    expect(session.json()).toMatchObject({
      id: row?.id,
      email: 'zoe.ng@example.test',
      emailVerified: true,
      role: 'Tester',
      phone: null,
    });
    expect(session.json()).not.toHaveProperty('passwordHash');
  });

  it('verifies, but does not sign in, a browser that did not register: a stranger may have chosen the password', async () => {
    // Someone registers another person's address with a password of their own.
    const stranger = await register({
      firstName: 'Mallory',
      lastName: 'M',
      email: 'victim@example.test',
      password: 'mallory horse battery',
    });
    expect(stranger.statusCode).toBe(202);
    // The address's owner opens the link they never asked for, in their own browser.
    const opened = await verifyEmailOf(t.app, 'victim@example.test');
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ email: 'victim@example.test', emailVerified: true });
    expect(opened.cookies.map((cookie) => cookie.name)).not.toContain('bh_session');
    // Nor does a mark for another address sign this browser in.
    const other = await register({
      firstName: 'Mallory',
      lastName: 'M',
      email: 'other-victim@example.test',
      password: 'mallory horse battery',
    });
    const mismatched = await verifyEmailOf(
      t.app,
      'other-victim@example.test',
      cookieFrom(stranger, 'bh_registering'),
    );
    expect(other.statusCode).toBe(202);
    expect(mismatched.statusCode).toBe(200);
    expect(mismatched.cookies.map((cookie) => cookie.name)).not.toContain('bh_session');
  });

  it('mails the owner of a taken address a way to sign in, and changes nothing', async () => {
    const owner = await registerUser(t.app, { email: 'owner@example.test', firstName: 'Olga' });
    const response = await register({
      firstName: 'Mallory',
      lastName: 'M',
      email: 'Owner@example.test',
      password: 'mallory horse battery',
    });
    expect(response.statusCode).toBe(202);

    const [mail] = await awaitOutbox(t.db, 'owner@example.test', 1, ACCOUNT_EXISTS_SUBJECT);
    expect(mail?.textBody).toContain('Hi Olga,');
    expect(mail?.textBody).toContain('http://localhost:5000/api/login');
    expect(mail?.textBody).toContain('http://localhost:5000/forgot-password');
    const rows = await rowsOf('owner@example.test');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: owner.user.id, firstName: 'Olga' });
    expect((await login('owner@example.test', 'mallory horse battery')).statusCode).toBe(401);
    expect((await login('owner@example.test', TEST_PASSWORD)).statusCode).toBe(200);
    // No second verification link went out: the owner's first one is the only one.
    expect(await outboxFor(t.db, 'owner@example.test', VERIFICATION_SUBJECT)).toHaveLength(1);
  });

  it('mails one address at most a few times an hour, new or taken alike', async () => {
    // An account of single sign-on: made without registering, which would count as a mail.
    await t.db.insert(users).values({ email: 'pestered@example.test', oidcSubject: 'sub-pester' });
    for (const email of ['pestered@example.test', 'unheard-of@example.test']) {
      const attempt = (n: number) =>
        register(
          { firstName: 'A', lastName: 'B', email, password: TEST_PASSWORD },
          `198.51.100.${n}`,
        );
      for (let n = 0; n < REGISTRATION_MAILS_PER_ADDRESS; n++) {
        expect((await attempt(n)).statusCode).toBe(202);
      }
      const refused = await attempt(REGISTRATION_MAILS_PER_ADDRESS);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many attempts; try again in/);
    }
  });

  it('refuses a short password with 400 naming the field', async () => {
    const response = await register({
      firstName: 'A',
      lastName: 'B',
      email: 'short@example.test',
      password: 'seven77',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });

  it('refuses one of the most common passwords, whatever its case, with 400 naming the field', async () => {
    const response = await register({
      firstName: 'A',
      lastName: 'B',
      email: 'common@example.test',
      password: 'Password123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ password: COMMON_PASSWORD_MESSAGE });
    expect(await rowsOf('common@example.test')).toEqual([]);
  });

  it('takes 128 characters and refuses 129 with 400 naming the field', async () => {
    const account = await registerAccount(t.app, { password: 'y'.repeat(128) });
    expect((await login(account.email, account.password)).statusCode).toBe(200);
    const refused = await register({
      firstName: 'A',
      lastName: 'B',
      email: 'len-129@example.test',
      password: 'y'.repeat(129),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ password: 'Password must be at most 128 characters' });
  });

  it('names every missing or bad field', async () => {
    const response = await register({ email: 'not-an-email', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Enter a valid e-mail address',
    });
  });

  it('makes an ADMIN_EMAILS account a Tester with an unverified address, not an Admin', async () => {
    const { user } = await registerUser(t.app, { email: TEST_ADMIN_EMAIL.toUpperCase() });
    expect(user).toMatchObject({ role: 'Tester', emailVerified: false });
  });
});
