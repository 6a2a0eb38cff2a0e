import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '@/server/db/schema/accounts.ts';
import { users } from '@/server/db/schema/users.ts';
import { FORGOT_PASSWORD_MESSAGE } from '@/shared/contracts/password-reset.ts';
import { buildTestAppWithMailSink, type TestApp } from '@/tests/app/build-app.ts';
import { registerUser } from '@/tests/factories/people.ts';
import { awaitOutbox, outboxFor } from '@/tests/mail/account-mail.ts';
import { decodeQuotedPrintable, linkIn } from '@/tests/mail/mail-text.ts';
import { deliverOutbox, subjectOf } from '@/tests/mail/received-mail.ts';
import type { SmtpSink } from '@/tests/mail/smtp-sink.ts';
import { RESET_MAILS_PER_ADDRESS } from './password-reset.routes.ts';

const PUBLIC_URL = 'https://harbor.example';

let t: TestApp;
let smtp: SmtpSink;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, smtp, close } = await buildTestAppWithMailSink({ PUBLIC_URL }));
});
afterAll(() => close());

const forgot = (email: string, remoteAddress = '203.0.113.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    remoteAddress,
    payload: { email },
  });

describe('POST /api/auth/forgot-password', () => {
  it('answers 202 with the same body whether or not an account uses the address', async () => {
    await registerUser(t.app, { email: 'known@example.test' });
    const known = await forgot('Known@Example.test');
    const unknown = await forgot('nobody@example.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(known.cookies).toEqual([]);

    await awaitOutbox(t.db, 'known@example.test');
    expect(await outboxFor(t.db, 'nobody@example.test')).toEqual([]);
  });

  it('mails a single-use link to the reset screen, delivered over SMTP', async () => {
    const { user } = await registerUser(t.app, { email: 'mailed@example.test', firstName: 'Ada' });
    expect((await forgot('mailed@example.test')).statusCode).toBe(202);
    const [queued] = await awaitOutbox(t.db, 'mailed@example.test');
    expect(queued).toMatchObject({ subject: 'Reset your Beta Harbor password', kind: 'account' });

    smtp.received.length = 0;
    await deliverOutbox(t.db, smtp);
    const received = smtp.received.find(
      (mail) => mail.to.includes('mailed@example.test') && subjectOf(mail) === queued?.subject,
    );
    if (!received) throw new Error('the reset mail was not delivered');
    const body = decodeQuotedPrintable(received.raw);
    expect(body).toContain('Hi Ada,');
    const link = new URL(linkIn(body, '/reset-password'));
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);

    // Only a hash is kept, good for 60 minutes.
    const [row] = await t.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'reset_password')));
    expect(row).toMatchObject({ purpose: 'reset_password', email: 'mailed@example.test' });
    expect(row?.tokenHash).not.toContain(token);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 5_000);
  });

  it('tells an account that signs in with single sign-on how it signs in, and sends no link', async () => {
    const [sso] = await t.db
      .insert(users)
      .values({ email: 'sso@example.test', oidcSubject: 'sub-sso', firstName: 'Sam' })
      .returning();
    const response = await forgot('sso@example.test');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    const [mail] = await awaitOutbox(t.db, 'sso@example.test');
    expect(mail?.subject).toBe('Signing in to Beta Harbor');
    expect(mail?.textBody).not.toContain('/reset-password');
    const tokens = await t.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, sso?.id ?? ''));
    expect(tokens).toEqual([]);
  });

  it('sends nothing for a deleted account', async () => {
    const { user } = await registerUser(t.app, { email: 'gone@example.test' });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect((await forgot('gone@example.test')).statusCode).toBe(202);
    // A later request for another address is mailed, so this one has had its chance.
    await registerUser(t.app, { email: 'after-gone@example.test' });
    await forgot('after-gone@example.test');
    await awaitOutbox(t.db, 'after-gone@example.test');
    expect(await outboxFor(t.db, 'gone@example.test')).toEqual([]);
  });

  it('limits the links mailed to one address, known or not, with 429 and when to come back', async () => {
    for (const email of ['limited@example.test', 'limited-unknown@example.test']) {
      if (email === 'limited@example.test') await registerUser(t.app, { email });
      for (let n = 0; n < RESET_MAILS_PER_ADDRESS; n++) {
        expect((await forgot(email, `203.0.113.${10 + n}`)).statusCode).toBe(202);
      }
      const refused = await forgot(email, '203.0.113.99');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Too many attempts; try again in 1 hour');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    }
    await awaitOutbox(t.db, 'limited@example.test', RESET_MAILS_PER_ADDRESS);
  });

  it('limits requests from one address across e-mails', async () => {
    let refused = 0;
    for (let n = 0; n < 25 && !refused; n++) {
      const response = await forgot(`spray-${n}@example.test`, '198.51.100.77');
      if (response.statusCode === 429) refused = n;
      else expect(response.statusCode).toBe(202);
    }
    expect(refused).toBe(20);
  });

  it('refuses a malformed address with 400 naming the field', async () => {
    const response = await forgot('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: 'Enter a valid e-mail address' });
  });
});
