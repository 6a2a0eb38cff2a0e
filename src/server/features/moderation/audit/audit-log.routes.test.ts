import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/server/db/schema/mail.ts';
import { users } from '@/server/db/schema/users.ts';
import { recordAudit } from '@/server/lib/audit-log.ts';
import type { AuditEntry } from '@/shared/contracts/moderation.ts';
import { moderationPaths } from '@/shared/contracts/moderation-paths.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import { quickPeople } from '@/tests/factories/quick-people.ts';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpAs(t.app, 'Admin');
}, 60_000);
afterAll(() => t.close());

const readLog = async (query = '', cookie = admin.cookie) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `${moderationPaths.auditLog}${query}`,
    headers: { cookie },
  });
  return response;
};

const entries = async (query = ''): Promise<AuditEntry[]> => (await readLog(query)).json().entries;

const refOf = ({ id, firstName, lastName, email }: SignedInUser['user']) => ({
  id,
  firstName,
  lastName,
  email,
});

describe('GET /api/admin/audit-log', () => {
  it('is for admins only: 401 signed out, 403 for a Builder or a Tester', async () => {
    expect((await t.app.inject({ method: 'GET', url: moderationPaths.auditLog })).statusCode).toBe(
      401,
    );
    for (const role of ['Builder', 'Tester'] as const) {
      const response = await readLog('', (await signUpAs(t.app, role)).cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('wrong_role');
    }
  });

  it('shows what admins did through the product: who, when, what and why', async () => {
    const person = await signUpAs(t.app, 'Tester');
    const call = (method: 'POST' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: admin.cookie }, payload });
    expect(
      (await call('PATCH', `/api/admin/users/${person.user.id}/role`, { role: 'Builder' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call('POST', '/api/admin/send-email', {
          to: 'someone@example.test',
          subject: 'Hello',
          message: 'Hi',
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/admin/digest/send')).statusCode).toBe(200);
    const abuser = await signUpAs(t.app, 'Tester');
    expect(
      (
        await call('POST', `/api/admin/users/${abuser.user.id}/remove-for-abuse`, {
          reason: 'Spam in every thread',
        })
      ).statusCode,
    ).toBe(204);

    const log = await entries();
    expect(log.map((entry) => entry.action).slice(0, 4)).toEqual([
      'user.removed_for_abuse',
      'digest.sent',
      'email.sent',
      'user.role_changed',
    ]);
    const [removal, digest, mail, role] = log;
    expect(role).toMatchObject({
      actor: refOf(admin.user),
      subject: refOf({ ...person.user, role: 'Builder' }),
      targetType: 'user',
      targetId: person.user.id,
      reason: null,
      details: { from: 'Tester', to: 'Builder' },
    });
    expect(mail).toMatchObject({
      actor: refOf(admin.user),
      subject: null,
      details: { to: 'someone@example.test', subject: 'Hello', recipients: 1 },
    });
    expect(digest).toMatchObject({ actor: refOf(admin.user), reason: null });
    // The removed account's row stays, emptied: the entry still names its id.
    expect(removal).toMatchObject({
      actor: refOf(admin.user),
      targetId: abuser.user.id,
      reason: 'Spam in every thread',
    });
    for (const entry of log) {
      expect(Date.now() - Date.parse(entry.createdAt)).toBeLessThan(60_000);
    }
  });

  it('filters by action, actor and subject, and pages newest first with a cursor', async () => {
    const [actorA, actorB, subject] = await quickPeople(t.app, t.db, 'Admin', 3);
    const a = actorA?.id as string;
    const b = actorB?.id as string;
    const s = subject?.id as string;
    // A second apart: entries written within one tick of the clock would tie on their time.
    const start = Date.now() - 60_000;
    for (let n = 0; n < 5; n++) {
      await t.db.insert(auditLog).values({
        actorId: n % 2 ? b : a,
        action: n === 4 ? 'user.suspended' : 'user.warned',
        subjectId: n < 3 ? s : null,
        details: { reason: `Reason ${n}` },
        createdAt: new Date(start + n * 1000),
      });
    }
    const reasons = (list: AuditEntry[]) => list.map((entry) => entry.reason);
    expect(reasons(await entries(`?actorId=${a}`))).toEqual(['Reason 4', 'Reason 2', 'Reason 0']);
    expect(reasons(await entries(`?subjectId=${s}`))).toEqual(['Reason 2', 'Reason 1', 'Reason 0']);
    expect(reasons(await entries(`?actorId=${a}&action=user.warned`))).toEqual([
      'Reason 2',
      'Reason 0',
    ]);

    const seen: (string | null)[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=2${before ? `&before=${before}` : ''}`;
      const page = (await readLog(`${query}&subjectId=${s}`)).json();
      seen.push(...reasons(page.entries));
      before = page.nextBefore;
      pages++;
    } while (before);
    expect(seen).toEqual(['Reason 2', 'Reason 1', 'Reason 0']);
    expect(pages).toBe(2);
  });

  it('refuses an action it does not know and a limit over 100 with 400', async () => {
    for (const query of ['?action=user.deleted', '?limit=101', '?before=nope']) {
      const response = await readLog(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
  });
});

describe('the audit log is append-only', () => {
  it('refuses an UPDATE and a DELETE, while an actor’s account may still be deleted', async () => {
    const [actor] = await quickPeople(t.app, t.db, 'Admin', 1);
    await recordAudit(t.db, {
      actorId: actor?.id as string,
      action: 'user.warned',
      reason: 'Kept',
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, actor?.id as string));
    const id = entry?.id as string;
    await expect(
      t.db.execute(sql`update audit_log set details = '{}'::jsonb where id = ${id}`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log where id = ${id}`)).rejects.toThrow();

    await t.db.delete(users).where(eq(users.id, actor?.id as string));
    const [kept] = await t.db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(kept).toMatchObject({ actorId: null, details: { reason: 'Kept' } });
    const shown = (await entries('?action=user.warned')).find((row) => row.id === id);
    expect(shown).toMatchObject({ actor: null, reason: 'Kept' });
  });
});
