import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithMailSink, type TestApp } from '@/tests/app/build-app.ts';
import { registerUser, type SignedInUser, TEST_PASSWORD } from '@/tests/factories/people.ts';
import {
  CANCEL_EMAIL_CHANGE_LINK,
  CONFIRM_EMAIL_LINK,
  MAIL_SINK_PUBLIC_URL,
} from '@/tests/mail/mail-links.ts';
import { deliverOutbox, mailsTo, readableText } from '@/tests/mail/received-mail.ts';
import type { SmtpSink } from '@/tests/mail/smtp-sink.ts';
import { INVALID_LINK_MESSAGE } from './account-tokens.ts';

let t: TestApp;
let smtp: SmtpSink;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, smtp, close } = await buildTestAppWithMailSink({ PUBLIC_URL: MAIL_SINK_PUBLIC_URL }));
});
afterAll(() => close());

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });
const cancel = (token: string, cookie?: string) =>
  post('/api/auth/cancel-email-change', { token }, cookie);
const confirm = (token: string) => post('/api/auth/confirm-email-change', { token });
const emailOf = async (me: SignedInUser) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: me.cookie } })
  ).json().email;

/** The newest token of `link` in the mails `to` received. */
function tokenIn(to: string, link: RegExp): string {
  const token = mailsTo(smtp, to)
    .map((mail) => link.exec(readableText(mail))?.[1])
    .filter(Boolean)
    .at(-1);
  if (!token) throw new Error(`no ${link} reached ${to}`);
  return token;
}

/**
 * Someone signed in to `me`, who knows the password, asks to move the account to their own
 * address: answers the link they get and the one the owner's address gets.
 */
async function hijackAttempt(me: SignedInUser) {
  const newEmail = `thief-${randomUUID()}@example.test`;
  const asked = await post(
    '/api/auth/change-email',
    { password: TEST_PASSWORD, newEmail },
    me.cookie,
  );
  expect(asked.statusCode).toBe(202);
  await deliverOutbox(t.db, smtp);
  return {
    confirmToken: tokenIn(newEmail, CONFIRM_EMAIL_LINK),
    cancelToken: tokenIn(me.user.email ?? '', CANCEL_EMAIL_CHANGE_LINK),
  };
}

describe('POST /api/auth/cancel-email-change', () => {
  it("cancels the change with the old address's link, signed out: the confirmation link fails", async () => {
    const me = await registerUser(t.app);
    const { confirmToken, cancelToken } = await hijackAttempt(me);

    const cancelled = await cancel(cancelToken);
    expect(cancelled.statusCode).toBe(204);
    const confirmed = await confirm(confirmToken);
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json()).toEqual({
      code: 'invalid_link',
      message: INVALID_LINK_MESSAGE,
      errors: { token: INVALID_LINK_MESSAGE },
    });
    expect(await emailOf(me)).toBe(me.user.email);
    // Spent once, the link says so like any other.
    expect((await cancel(cancelToken)).statusCode).toBe(400);
  });

  it('is too late once the change is confirmed', async () => {
    const me = await registerUser(t.app);
    const { confirmToken, cancelToken } = await hijackAttempt(me);
    expect((await confirm(confirmToken)).statusCode).toBe(200);
    const late = await cancel(cancelToken);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(INVALID_LINK_MESSAGE);
  });

  it('takes the token as the only proof: a session, or a link altered or for another change, cancels nothing', async () => {
    const me = await registerUser(t.app);
    const someoneElse = await registerUser(t.app);
    const mine = await hijackAttempt(me);
    const theirs = await hijackAttempt(someoneElse);

    // The id of my change signed as if it were theirs, a signature alone, and the account's own
    // session with no token: each is the one refusal, and both changes still stand.
    const theirId = theirs.cancelToken.slice(0, 36);
    const forged = `${theirId}${mine.cancelToken.slice(36)}`;
    for (const token of [forged, mine.cancelToken.slice(36), theirId, '', 'x'.repeat(80)]) {
      const refused = await cancel(token, someoneElse.cookie);
      expect(refused.statusCode, token).toBe(400);
      expect(refused.json()).toEqual({
        code: 'invalid_link',
        message: INVALID_LINK_MESSAGE,
        errors: { token: INVALID_LINK_MESSAGE },
      });
    }

    // My link cancels my change only.
    expect((await cancel(mine.cancelToken)).statusCode).toBe(204);
    expect((await confirm(mine.confirmToken)).statusCode).toBe(400);
    expect((await confirm(theirs.confirmToken)).statusCode).toBe(200);
    expect(await emailOf(me)).toBe(me.user.email);
  });
});
