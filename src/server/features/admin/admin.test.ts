import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox } from '@/server/db/schema/mail.ts';
import { users } from '@/server/db/schema/users.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { registerUser, type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

let t: TestApp;
let admin: SignedInUser;
let builder: SignedInUser;
let tester: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpAs(t.app, 'Admin');
  [builder, tester] = await Promise.all([signUpAs(t.app, 'Builder'), signUpAs(t.app, 'Tester')]);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('admin endpoints refuse everyone but admins', () => {
  it.each([
    ['GET', '/api/admin/users'],
    ['PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000/role'],
    ['POST', '/api/admin/send-email'],
    ['GET', '/api/admin/outbox'],
    ['GET', '/api/admin/digest/preview'],
    ['POST', '/api/admin/digest/send'],
  ] as const)('%s %s: 401 signed out, 403 tester and builder', async (method, url) => {
    const payload = method === 'GET' ? undefined : {};
    expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    for (const user of [tester, builder]) {
      const response = await call(method, url, user.cookie, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only Admin users can do this');
    }
  });
});

describe('users and roles', () => {
  it('lists every user, newest first, without password hashes', async () => {
    const response = await call('GET', '/api/admin/users', admin.cookie);
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((u: { id: string }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([admin.user.id, builder.user.id, tester.user.id]));
    expect(response.json()[0]).not.toHaveProperty('passwordHash');
    const created = response.json().map((u: { createdAt: string }) => u.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('changes a role, writes an audit row, and the user sees it on their next request', async () => {
    const { user, cookie } = await registerUser(t.app);
    const response = await call('PATCH', `/api/admin/users/${user.id}/role`, admin.cookie, {
      role: 'Builder',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('Builder');
    expect((await call('GET', '/api/auth/user', cookie)).json().role).toBe('Builder');
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      action: 'user.role_changed',
      details: { from: 'Tester', to: 'Builder' },
    });
  });

  it('can make an Admin, but never demote the last one (409)', async () => {
    const only = await buildTestApp();
    try {
      const soleAdmin = await signUpAs(only.app, 'Admin');
      const demote = await only.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${soleAdmin.user.id}/role`,
        headers: { cookie: soleAdmin.cookie },
        payload: { role: 'Tester' },
      });
      expect(demote.statusCode).toBe(409);
      expect(demote.json()).toEqual({
        code: 'last_admin',
        message: 'The last admin cannot be demoted',
      });

      const second = await signUpAs(only.app, 'Tester');
      const promote = await only.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${second.user.id}/role`,
        headers: { cookie: soleAdmin.cookie },
        payload: { role: 'Admin' },
      });
      expect(promote.json().role).toBe('Admin');
      const nowAllowed = await only.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${soleAdmin.user.id}/role`,
        headers: { cookie: second.cookie },
        payload: { role: 'Tester' },
      });
      expect(nowAllowed.statusCode).toBe(200);
    } finally {
      await only.close();
    }
  });

  it('answers 404 for an unknown user and 400 for an unknown role', async () => {
    expect(
      (
        await call('PATCH', `/api/admin/users/${crypto.randomUUID()}/role`, admin.cookie, {
          role: 'Tester',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('PATCH', `/api/admin/users/${tester.user.id}/role`, admin.cookie, {
          role: 'Owner',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/admin/send-email', () => {
  it('queues one outbox row for one address and audits the send', async () => {
    const response = await call('POST', '/api/admin/send-email', admin.cookie, {
      to: 'Someone@Example.test',
      subject: 'Hello <there>',
      message: 'Line one\nLine <two> & more',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ queued: 1, held: true });
    const [row] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'someone@example.test'));
    expect(row).toMatchObject({ status: 'pending', kind: 'admin', subject: 'Hello <there>' });
    // The admin's words, escaped, their line break kept, in the product's layout.
    expect(row?.htmlBody).toMatch(/>Line one<br\/>Line &lt;two&gt; &amp; more<\/p>/);
    expect(row?.htmlBody).not.toContain('<two>');
    expect(row?.htmlBody).toContain('>Beta Harbor</p>');
    expect(row?.textBody).toContain('Line one\nLine <two> & more');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'email.sent'));
    expect(audits.length).toBeGreaterThan(0);
  });

  it('sends a group one row per member with a verified e-mail address', async () => {
    const group = await buildTestApp();
    try {
      const groupAdmin = await signUpAs(group.app, 'Admin');
      for (const role of ['Tester', 'Tester', 'Builder'] as const) await signUpAs(group.app, role);
      await group.db.insert(users).values({ firstName: 'No', lastName: 'Mail', role: 'Tester' });
      // Never verified: group mail might reach a stranger who typed someone else's address.
      const unverified = await Promise.all([
        signUpAs(group.app, 'Tester', { verified: false }),
        signUpAs(group.app, 'Builder', { verified: false }),
      ]);
      const send = (to: string) =>
        group.app.inject({
          method: 'POST',
          url: '/api/admin/send-email',
          headers: { cookie: groupAdmin.cookie },
          payload: { to, subject: 'News', message: 'Hello' },
        });
      expect((await send('testers')).json()).toEqual({ queued: 2, held: true });
      expect((await send('builders')).json()).toEqual({ queued: 1, held: true });
      expect((await send('all')).json()).toEqual({ queued: 4, held: true });
      const groupMail = await group.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.kind, 'admin'));
      expect(groupMail).toHaveLength(7);
      const strangers = unverified.map((person) => person.user.email);
      expect(groupMail.filter((mail) => strangers.includes(mail.toAddress))).toEqual([]);
    } finally {
      await group.close();
    }
  });

  it('refuses missing fields, a bad address and a two-line subject with 400', async () => {
    const missing = await call('POST', '/api/admin/send-email', admin.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      to: expect.any(String),
      subject: 'Required',
      message: 'Required',
    });
    const badTo = await call('POST', '/api/admin/send-email', admin.cookie, {
      to: 'nobody',
      subject: 's',
      message: 'm',
    });
    expect(badTo.statusCode).toBe(400);
    const injected = await call('POST', '/api/admin/send-email', admin.cookie, {
      to: 'a@example.test',
      subject: 'Hi\r\nBcc: victim@example.test',
      message: 'm',
    });
    expect(injected.statusCode).toBe(400);
    expect(injected.json().errors).toEqual({ subject: 'Must be one line' });
  });
});
