import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithMailSink, TEST_ADMIN_EMAIL, type TestApp } from '@/tests/app/build-app.ts';
import { registerUser } from '@/tests/factories/people.ts';
import { decodeQuotedPrintable, linkIn, tokenOf } from '@/tests/mail/mail-text.ts';
import { deliverOutbox } from '@/tests/mail/received-mail.ts';
import type { SmtpSink } from '@/tests/mail/smtp-sink.ts';

const PUBLIC_URL = 'https://harbor.example';

let t: TestApp;
let smtp: SmtpSink;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, smtp, close } = await buildTestAppWithMailSink({ PUBLIC_URL }));
});
afterAll(() => close());

describe('the verification mail, as a mail server receives it', () => {
  it('carries a link to PUBLIC_URL/verify-email whose token makes the ADMIN_EMAILS account Admin', async () => {
    const admin = await registerUser(t.app, { email: TEST_ADMIN_EMAIL });
    expect(admin.user.role).toBe('Tester');
    await deliverOutbox(t.db, smtp);

    const mail = smtp.received.find((received) => received.to.includes(TEST_ADMIN_EMAIL));
    expect(mail?.raw).toMatch(/^Subject: Confirm your e-mail address for Beta Harbor$/m);
    const link = linkIn(decodeQuotedPrintable(mail?.raw ?? ''), '/verify-email');
    expect(link.startsWith(`${PUBLIC_URL}/verify-email?token=`)).toBe(true);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: tokenOf(link) },
    });
    expect(response.statusCode).toBe(200);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: admin.cookie },
    });
    expect(session.json()).toMatchObject({ role: 'Admin', emailVerified: true });
  });
});
