import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/users.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

/** Whether mail is sent depends on SMTP_URL; the admin screens must say which it is. */
describe('without SMTP_URL, mail is held, logged and said to be held', () => {
  const logLines: Record<string, unknown>[] = [];
  let t: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    t = await buildTestApp({}, undefined, { logLines });
    admin = await signUpAs(t.app, 'Admin');
  });
  afterAll(() => t.close());

  it('answers held, lists the mail as held rather than pending, and logs each recipient and subject', async () => {
    await Promise.all([signUpAs(t.app, 'Tester'), signUpAs(t.app, 'Tester')]);
    const subject = 'Held news <1>';
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/admin/send-email',
      headers: { cookie: admin.cookie },
      payload: { to: 'testers', subject, message: 'Hello' },
    });
    expect(send.json()).toEqual({ queued: 2, held: true });

    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: { cookie: admin.cookie },
    });
    const mails = outbox.json().filter((m: { subject: string }) => m.subject === subject);
    expect(mails.map((m: { status: string }) => m.status)).toEqual(['held', 'held']);

    const logged = logLines.filter((line) => line.subject === subject);
    expect(logged).toHaveLength(2);
    expect(logged.map((line) => line.to).sort()).toEqual(
      mails.map((m: { toAddress: string }) => m.toAddress).sort(),
    );
    expect(logged[0]?.msg).toBe('mail held: SMTP_URL is not set, so it is kept, not sent');
  });

  it('logs each digest mail too', async () => {
    const [tester, builder] = await Promise.all([
      signUpAs(t.app, 'Tester'),
      signUpAs(t.app, 'Builder'),
    ]);
    await t.db.update(users).set({ wantsWeeklyDigest: true }).where(eq(users.id, tester.user.id));
    await postListing(t.app, builder.cookie);
    const digest = await t.app.inject({
      method: 'POST',
      url: '/api/admin/digest/send',
      headers: { cookie: admin.cookie },
    });
    expect(digest.json()).toMatchObject({
      sent: true,
      message: expect.stringMatching(
        /^Digest for \d{4}-W\d{2} queued for \d+ subscribers?; kept in the outbox, not sent: no SMTP_URL is set$/,
      ),
    });
    expect(
      logLines.some(
        (line) => line.to === tester.user.email && String(line.subject).startsWith('New betas'),
      ),
    ).toBe(true);
  });
});

describe('with SMTP_URL, queued mail is pending delivery', () => {
  const logLines: Record<string, unknown>[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' }, undefined, { logLines });
  });
  afterAll(() => t.close());

  it('answers not held, lists the mail as pending and logs no held mail', async () => {
    const admin = await signUpAs(t.app, 'Admin');
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/admin/send-email',
      headers: { cookie: admin.cookie },
      payload: { to: 'ana@example.test', subject: 'Due', message: 'Hello' },
    });
    expect(send.json()).toEqual({ queued: 1, held: false });
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: { cookie: admin.cookie },
    });
    const mails = outbox.json().filter((m: { subject: string }) => m.subject === 'Due');
    expect(mails).toMatchObject([{ toAddress: 'ana@example.test', status: 'pending' }]);
    expect(logLines.filter((line) => line.subject === 'Due')).toEqual([]);
  });
});
