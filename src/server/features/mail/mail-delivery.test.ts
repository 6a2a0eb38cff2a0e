import { mkdir, rename, writeFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/users.ts';
import { MAIL_SAMPLES } from '@/server/mail-catalogue.ts';
import { buildTestAppWithMailSink, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { registerUser, type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import { parseMime, partOf } from '@/tests/mail/mime-parts.ts';
import { deliverOutbox, mailsTo, subjectOf } from '@/tests/mail/received-mail.ts';
import type { ReceivedMail, SmtpSink } from '@/tests/mail/smtp-sink.ts';
import { CHROMIUM_LAUNCH } from '@/tests/processes/chromium.ts';
import { buildMailSample } from './mail-samples.ts';
import { enqueueMails } from './outbox.ts';

/**
 * Mail as a mail server receives it and as a person sees it: a verification link, a digest, an
 * admin's message and a notification with hostile quotes go out through the outbox to a real SMTP
 * server, then each HTML part is drawn by Chromium at a desktop client's width and a phone's.
 */
const PUBLIC_URL = 'https://harbor.example';
const UNBROKEN = 'Z'.repeat(500);

let t: TestApp;
let smtp: SmtpSink;
let close: () => Promise<void>;
let admin: SignedInUser;
/** The received mails by name, with the label of the button each one carries. */
const captured: Record<string, { mail: ReceivedMail; button: string }> = {};

async function receivedBy(to: string, subject: string): Promise<ReceivedMail> {
  const mail = mailsTo(smtp, to).find((m) => subjectOf(m) === subject);
  if (!mail) throw new Error(`no "${subject}" reached ${to}`);
  return mail;
}

beforeAll(async () => {
  ({ t, smtp, close } = await buildTestAppWithMailSink({ PUBLIC_URL }));
  let subscriber: SignedInUser;
  let builder: SignedInUser;
  [admin, subscriber, builder] = await Promise.all([
    signUpAs(t.app, 'Admin'),
    signUpAs(t.app, 'Tester'),
    signUpAs(t.app, 'Builder'),
  ]);
  await t.db.update(users).set({ wantsWeeklyDigest: true }).where(eq(users.id, subscriber.user.id));
  await registerUser(t.app, { email: 'vera@example.test', firstName: 'Vera' });
  await postListing(t.app, builder.cookie, { name: 'Tide Tables' });
  const digest = await t.app.inject({
    method: 'POST',
    url: '/api/admin/digest/send',
    headers: { cookie: admin.cookie },
  });
  expect(digest.json()).toMatchObject({ sent: true, recipients: 1 });
  const send = await t.app.inject({
    method: 'POST',
    url: '/api/admin/send-email',
    headers: { cookie: admin.cookie },
    payload: {
      to: 'reader@example.test',
      subject: 'News from the harbour',
      message: `Hello <testers> & builders,\n\nA long word for the layout: ${UNBROKEN}\n\nThe team`,
    },
  });
  expect(send.statusCode).toBe(200);
  const notification = await buildMailSample(MAIL_SAMPLES, PUBLIC_URL, 'notification-messages');
  await enqueueMails(t.db, [{ ...notification, to: 'nora@example.test' }]);
  await deliverOutbox(t.db, smtp);

  const subscriberEmail = subscriber.user.email as string;
  captured.verification = {
    mail: await receivedBy('vera@example.test', 'Confirm your e-mail address for Beta Harbor'),
    button: 'Confirm my e-mail address',
  };
  captured.digest = {
    mail: await receivedBy(subscriberEmail, 'New betas this week on Beta Harbor (1)'),
    button: 'Browse all betas',
  };
  captured.admin = {
    mail: await receivedBy('reader@example.test', 'News from the harbour'),
    button: 'Open Beta Harbor',
  };
  captured.notification = {
    mail: await receivedBy('nora@example.test', notification.subject),
    button: 'Reply on Beta Harbor',
  };
});
afterAll(() => close());

describe('mail as the mail server receives it', () => {
  it.each(['verification', 'digest', 'admin', 'notification'])(
    '%s: a text/plain and a text/html part, the same links in both',
    (name) => {
      const { mail } = captured[name] ?? {};
      const { headers, parts } = parseMime(mail?.raw ?? '');
      expect(headers['content-type']).toMatch(/^multipart\/alternative/);
      const types = parts.map((part) => part.headers['content-type']?.split(';')[0]);
      expect(types).toEqual(['text/plain', 'text/html']);
      const text = partOf(mail?.raw ?? '', 'text/plain') ?? '';
      const html = partOf(mail?.raw ?? '', 'text/html') ?? '';
      expect(html).toMatch(/<p [^>]*>Beta Harbor<\/p>/);
      const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map(([, h = '']) =>
        h.replaceAll('&amp;', '&'),
      );
      expect(hrefs.length).toBeGreaterThan(1);
      for (const href of hrefs) expect(text).toContain(href);
    },
  );

  it('the verification link works from the text part as it arrived', async () => {
    const text = partOf(captured.verification?.mail.raw ?? '', 'text/plain') ?? '';
    expect(text).toContain('Hi Vera,');
    const token = /https:\/\/harbor\.example\/verify-email\?token=([\w%-]+)/.exec(text)?.[1];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: decodeURIComponent(token ?? '') },
    });
    expect(response.statusCode).toBe(200);
  });

  it('the digest carries its signed unsubscribe link as List-Unsubscribe, for one click', () => {
    const { headers } = parseMime(captured.digest?.mail.raw ?? '');
    const link = /^<(https:\/\/harbor\.example\/api\/digest\/unsubscribe\?token=[^>]+)>$/.exec(
      headers['list-unsubscribe'] ?? '',
    )?.[1];
    expect(link).toBeDefined();
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(partOf(captured.digest?.mail.raw ?? '', 'text/html')).toContain(
      `href="${link?.replaceAll('&', '&amp;')}"`,
    );
  });

  it("the admin's words arrive escaped in the HTML and as written in the text", () => {
    const raw = captured.admin?.mail.raw ?? '';
    expect(partOf(raw, 'text/html')).toContain('Hello &lt;testers&gt; &amp; builders,');
    expect(partOf(raw, 'text/plain')).toContain('Hello <testers> & builders,');
    expect(partOf(raw, 'text/plain')).toContain(
      'You got this mail from the Beta Harbor team because you have an account.',
    );
  });
});

describe('mail as Chromium draws it', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch(CHROMIUM_LAUNCH);
    await mkdir('test-results/mail', { recursive: true });
  });
  afterAll(() => browser?.close());

  const cases = ['verification', 'digest', 'admin', 'notification'].flatMap((name) =>
    [600, 375].map((width) => ({ name, width })),
  );
  it.each(cases)(
    '$name at $width px: the button in view, nothing wider than the screen',
    async ({ name, width }) => {
      const { mail, button } = captured[name] ?? { button: '' };
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      try {
        // Offline, as a careful mail client shows it: nothing is fetched.
        await page.route('**/*', (route) => route.abort());
        await page.setContent(partOf(mail?.raw ?? '', 'text/html') ?? '');
        const link = page.getByRole('link', { name: button, exact: true });
        await expect(link.isVisible()).resolves.toBe(true);
        const box = await link.boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual(40);
        expect(box && box.x + box.width).toBeLessThanOrEqual(width);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(width);
        // Written aside and renamed: the API suite runs once per database, maybe at once.
        const file = `test-results/mail/${name}-${width}.png`;
        const partial = `${file}.${process.pid}.${Date.now()}`;
        await writeFile(partial, await page.screenshot({ fullPage: true }));
        await rename(partial, file);
      } finally {
        await page.close();
      }
    },
  );
});
