import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '@/server/db/schema/mail.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

/** Admins see each mail as its recipient would, in a frame that can run nothing. */
let t: TestApp;
let admin: SignedInUser;
let tester: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  [admin, tester] = await Promise.all([signUpAs(t.app, 'Admin'), signUpAs(t.app, 'Tester')]);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const MAIL_CSP =
  "default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";

function expectFramedMail(response: Awaited<ReturnType<typeof get>>) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['content-security-policy']).toBe(MAIL_CSP);
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.body).toMatch(/<p [^>]*>Beta Harbor<\/p>/);
}

async function queuedAdminMail(): Promise<string> {
  const send = await t.app.inject({
    method: 'POST',
    url: '/api/admin/send-email',
    headers: { cookie: admin.cookie },
    payload: { to: 'reader@example.test', subject: 'Framed', message: 'Hello <b>reader</b>' },
  });
  expect(send.statusCode).toBe(200);
  const [row] = await t.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, 'reader@example.test'));
  return row?.id ?? '';
}

describe('GET /api/admin/outbox/:id/html', () => {
  it("answers the stored HTML with the mail frame's own CSP, and SAMEORIGIN for DENY", async () => {
    const id = await queuedAdminMail();
    const response = await get(`/api/admin/outbox/${id}/html`, admin.cookie);
    expectFramedMail(response);
    expect(response.body).toContain('Hello &lt;b&gt;reader&lt;/b&gt;');
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(response.body).toBe(row?.htmlBody);
  });

  it('hides the token of every link, so an admin cannot act as the recipient', async () => {
    // The tester's verification link, mailed at sign-up.
    const [link] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, tester.user.email as string));
    expect(link?.htmlBody).toMatch(/token=[\w-]{20,}/);
    const shown = await get(`/api/admin/outbox/${link?.id}/html`, admin.cookie);
    expectFramedMail(shown);
    expect(shown.body).toContain('token=hidden');
    expect(shown.body).not.toMatch(/token=(?!hidden)/);
  });

  it('does not show a conversation quoted in a message mail', async () => {
    const [row] = await t.db
      .insert(emailOutbox)
      .values({
        toAddress: 'ana@example.test',
        subject: '1 unread message',
        textBody: 'A private word',
        htmlBody: '<p>A private word</p>',
        kind: 'message',
      })
      .returning();
    const shown = await get(`/api/admin/outbox/${row?.id}/html`, admin.cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).not.toContain('A private word');
    expect(shown.body).toContain('quotes a private conversation');
  });

  it('is for admins only: 401 signed out, 403 for a tester; 404 unknown or not an id', async () => {
    const id = await queuedAdminMail();
    expect((await get(`/api/admin/outbox/${id}/html`)).statusCode).toBe(401);
    expect((await get(`/api/admin/outbox/${id}/html`, tester.cookie)).statusCode).toBe(403);
    const unknown = await get(`/api/admin/outbox/${crypto.randomUUID()}/html`, admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'mail_not_found', message: 'No such mail' });
    expect((await get('/api/admin/outbox/nope/html', admin.cookie)).statusCode).toBe(404);
  });
});

describe('the mail templates', () => {
  it('lists every template with its label and sample subject, for admins only', async () => {
    const response = await get('/api/admin/mail-templates', admin.cookie);
    expect(response.statusCode).toBe(200);
    const list: { name: string; label: string; subject: string }[] = response.json();
    expect(list).toHaveLength(26);
    expect(list).toContainEqual({
      name: 'notification-decision',
      label: 'Notification: declined with a reason',
      subject: 'Your request to test Tide Tables was declined',
    });
    expect((await get('/api/admin/mail-templates')).statusCode).toBe(401);
    expect((await get('/api/admin/mail-templates', tester.cookie)).statusCode).toBe(403);
  });

  it('answers each template rendered with its sample data, in the same frame headers', async () => {
    const list: { name: string }[] = (await get('/api/admin/mail-templates', admin.cookie)).json();
    for (const { name } of list) {
      expectFramedMail(await get(`/api/admin/mail-templates/${name}/html`, admin.cookie));
    }
    const digest = await get('/api/admin/mail-templates/digest/html', admin.cookie);
    expect(digest.body).toContain(`href="${t.app.config.publicUrl}/browse"`);
  });

  it('404 for an unknown template; 401 and 403 before that', async () => {
    const unknown = await get('/api/admin/mail-templates/nope/html', admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'mail_template_not_found',
      message: 'No such mail template',
    });
    expect((await get('/api/admin/mail-templates/digest/html')).statusCode).toBe(401);
    expect((await get('/api/admin/mail-templates/digest/html', tester.cookie)).statusCode).toBe(
      403,
    );
  });

  it("keeps the app's own headers everywhere else, and lets its pages frame this site", async () => {
    const page = await get('/admin', admin.cookie);
    expect(page.headers['x-frame-options']).toBe('DENY');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/frame-src 'self'/);
  });
});
