import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/users.ts';
import { buildTestAppWithMailSink, TEST_ADMIN_EMAIL, type TestApp } from '@/tests/app/build-app.ts';
import { registerUser, type SignedInUser, TEST_PASSWORD } from '@/tests/factories/people.ts';
import {
  CANCEL_EMAIL_CHANGE_LINK,
  CONFIRM_EMAIL_LINK,
  MAIL_SINK_PUBLIC_URL,
} from '@/tests/mail/mail-links.ts';
import { deliverOutbox, mailsTo, readableText, subjectOf } from '@/tests/mail/received-mail.ts';
import type { SmtpSink } from '@/tests/mail/smtp-sink.ts';
import { INVALID_LINK_MESSAGE, issueAccountToken } from './account-tokens.ts';

let t: TestApp;
let smtp: SmtpSink;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, smtp, close } = await buildTestAppWithMailSink({ PUBLIC_URL: MAIL_SINK_PUBLIC_URL }));
});
afterAll(() => close());
beforeEach(() => {
  smtp.received.length = 0;
});

/** A new account whose registration mail (the verification link) is delivered and set aside. */
async function register(): Promise<SignedInUser> {
  const me = await registerUser(t.app);
  await deliverOutbox(t.db, smtp);
  smtp.received.length = 0;
  return me;
}

const newAddress = () => `new-${randomUUID()}@example.test`;
const changeEmail = (cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/change-email',
    headers: cookie ? { cookie } : {},
    payload,
  });
const confirm = (token: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/confirm-email-change',
    headers: cookie ? { cookie } : {},
    payload: { token },
  });
const emailOf = async (me: SignedInUser) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: me.cookie } })
  ).json().email;

/** Asks for the change and answers the token read from the mail the new address received. */
async function requestChange(me: SignedInUser, newEmail: string): Promise<string> {
  const response = await changeEmail(me.cookie, { password: TEST_PASSWORD, newEmail });
  expect(response.statusCode).toBe(202);
  await deliverOutbox(t.db, smtp);
  const [mail] = mailsTo(smtp, newEmail);
  const token = mail && CONFIRM_EMAIL_LINK.exec(readableText(mail))?.[1];
  if (!token) throw new Error('no confirmation link reached the new address');
  return token;
}

describe('POST /api/auth/change-email', () => {
  it('answers 202, mails a link to the new address and a notice to the old one', async () => {
    const me = await register();
    const newEmail = newAddress();
    const response = await changeEmail(me.cookie, {
      password: TEST_PASSWORD,
      newEmail: newEmail.toUpperCase(),
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      message: `We've sent a link to ${newEmail}. Your address changes when you open it.`,
    });
    expect(await emailOf(me)).toBe(me.user.email);

    await deliverOutbox(t.db, smtp);
    const [linkMail] = mailsTo(smtp, newEmail);
    expect(linkMail && subjectOf(linkMail)).toBe('Confirm your new e-mail address for Beta Harbor');
    expect(linkMail && readableText(linkMail)).toMatch(CONFIRM_EMAIL_LINK);
    const [notice] = mailsTo(smtp, me.user.email ?? '');
    expect(notice && subjectOf(notice)).toBe('Your Beta Harbor e-mail address is about to change');
    expect(notice && readableText(notice)).toContain(newEmail);
    expect(notice && readableText(notice)).not.toMatch(CONFIRM_EMAIL_LINK);
    expect(notice && readableText(notice)).toMatch(CANCEL_EMAIL_CHANGE_LINK);
  });

  it('refuses a wrong password with 400 naming password, and sends nothing', async () => {
    const me = await register();
    const response = await changeEmail(me.cookie, { password: 'nope', newEmail: newAddress() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'wrong_password',
      message: 'Your password is not right',
      errors: { password: 'Your password is not right' },
    });
    await deliverOutbox(t.db, smtp);
    expect(smtp.received).toEqual([]);
  });

  it('answers an address another account has as a free one, tells its owner, and changes nothing', async () => {
    const me = await register();
    const other = await register();
    const free = await changeEmail(me.cookie, { password: TEST_PASSWORD, newEmail: newAddress() });
    const taken = await changeEmail(me.cookie, {
      password: TEST_PASSWORD,
      newEmail: other.user.email,
    });
    expect(taken.statusCode).toBe(202);
    expect(taken.json()).toEqual({
      message: `We've sent a link to ${other.user.email}. Your address changes when you open it.`,
    });
    expect(Object.keys(taken.json())).toEqual(Object.keys(free.json()));

    await deliverOutbox(t.db, smtp);
    const [told] = mailsTo(smtp, other.user.email ?? '');
    expect(told && subjectOf(told)).toBe('Someone asked to use your e-mail address on Beta Harbor');
    expect(told && readableText(told)).not.toMatch(CONFIRM_EMAIL_LINK);
    // The old address hears of both requests alike.
    const notices = mailsTo(smtp, me.user.email ?? '');
    expect(notices.map(subjectOf)).toEqual([
      'Your Beta Harbor e-mail address is about to change',
      'Your Beta Harbor e-mail address is about to change',
    ]);
    expect(await emailOf(me)).toBe(me.user.email);
    expect(await emailOf(other)).toBe(other.user.email);
  });

  it('refuses the current address with 400 naming newEmail', async () => {
    const me = await register();
    const same = await changeEmail(me.cookie, { password: TEST_PASSWORD, newEmail: me.user.email });
    expect(same.statusCode).toBe(400);
    expect(Object.keys(same.json().errors)).toEqual(['newEmail']);
  });

  it('refuses a signed-out request with 401', async () => {
    const response = await changeEmail(undefined, {
      password: TEST_PASSWORD,
      newEmail: newAddress(),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/auth/confirm-email-change', () => {
  it('makes the new address the account’s, verified, once, from any browser', async () => {
    const me = await register();
    const newEmail = newAddress();
    const token = await requestChange(me, newEmail);

    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: newEmail });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: me.cookie },
    });
    expect(after.json()).toMatchObject({ email: newEmail, emailVerified: true });

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID_LINK_MESSAGE);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: newEmail, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('makes an ADMIN_EMAILS address Admin once its link proves it', async () => {
    const me = await register();
    const token = await requestChange(me, TEST_ADMIN_EMAIL);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: me.cookie },
    });
    expect(before.json()).toMatchObject({ role: 'Tester' });
    expect((await confirm(token)).statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: me.cookie },
    });
    expect(after.json()).toMatchObject({ email: TEST_ADMIN_EMAIL, role: 'Admin' });
  });

  it('refuses forged, expired, superseded and other-purpose tokens with 400, changing nothing', async () => {
    const me = await register();
    const superseded = await requestChange(me, newAddress());
    await requestChange(me, newAddress());
    const longAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    const expired = await issueAccountToken(
      t.db,
      { userId: me.user.id, purpose: 'change_email', email: newAddress() },
      longAgo,
    );
    const otherPurpose = await issueAccountToken(t.db, {
      userId: me.user.id,
      purpose: 'reset_password',
      email: newAddress(),
    });
    for (const token of [superseded, expired, otherPurpose, 'forged-token', '']) {
      const response = await confirm(token, me.cookie);
      expect(response.statusCode, token).toBe(400);
      expect(response.json()).toEqual({
        code: 'invalid_link',
        message: INVALID_LINK_MESSAGE,
        errors: { token: INVALID_LINK_MESSAGE },
      });
    }
    expect(await emailOf(me)).toBe(me.user.email);
  });

  it('answers 409 when another account took the address meanwhile, and the link still works later', async () => {
    const me = await register();
    const newEmail = newAddress();
    const token = await requestChange(me, newEmail);
    const squatter = await registerUser(t.app, { email: newEmail });

    const response = await confirm(token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^Another account now uses this address/);
    expect(await emailOf(me)).toBe(me.user.email);

    // The other account moves on: the unused link still does its job.
    await t.db.update(users).set({ email: newAddress() }).where(eq(users.id, squatter.user.id));
    expect((await confirm(token)).statusCode).toBe(200);
    expect(await emailOf(me)).toBe(newEmail);
  });
});
