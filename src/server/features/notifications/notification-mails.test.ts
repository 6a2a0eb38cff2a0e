import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '@/server/db/schema/mail.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { buildTestApp, TEST_SECRET, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import { mailNotifications, unsubscribeUrl } from './notification-mails.ts';

let t: TestApp;
let builder: SignedInUser;
const settings = { publicUrl: 'http://localhost:5000', sessionSecret: TEST_SECRET };
beforeAll(async () => {
  t = await buildTestApp();
  builder = await signUpAs(t.app, 'Builder');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** Notification mail only: everyone here also got the mail that verified their address. */
const mailsTo = (who: SignedInUser) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.toAddress, who.user.email as string),
        eq(emailOutbox.kind, 'notification'),
      ),
    );

/** A tester who joined a new listing of the builder's, and the signup's id. */
async function joined(
  tester?: SignedInUser,
  testerLimit: number | null = null,
): Promise<{ listing: Listing; tester: SignedInUser; interestId: string }> {
  const who = tester ?? (await signUpAs(t.app, 'Tester'));
  const listing = await postListing(t.app, builder.cookie, { name: 'Tidewater', testerLimit });
  const join = await call('POST', '/api/interests', who.cookie, { softwareId: listing.id });
  expect(join.statusCode).toBe(201);
  return { listing, tester: who, interestId: join.json().id };
}

const decide = (interestId: string, status: string, reason?: string) =>
  call('PATCH', `/api/interests/${interestId}`, builder.cookie, { status, reason });

describe('notification mail', () => {
  it('mails a decision once, in the product’s mail, with a one-click unsubscribe for its type', async () => {
    const { tester, interestId } = await joined();
    expect((await decide(interestId, 'Declined', 'We need Android 14 testers')).statusCode).toBe(
      200,
    );
    await mailNotifications(t.db, settings);
    await mailNotifications(t.db, settings);

    const mails = await mailsTo(tester);
    const [mail] = mails;
    expect(mails).toHaveLength(1);
    expect(mail?.kind).toBe('notification');
    expect(mail?.subject).toBe('Your request to test Tidewater was declined');
    expect(mail?.textBody).toContain('We need Android 14 testers');
    expect(mail?.htmlBody).toContain('Open the beta');
    expect(mail?.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:5000\/api\/notifications\/unsubscribe\?type=decision&token=[\w.-]+>$/,
    );
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('sends nothing for a type whose mail is off by default, and nothing to an unproved address', async () => {
    const unproved = await signUpAs(t.app, 'Tester', { verified: false });
    const { interestId } = await joined(unproved);
    await decide(interestId, 'Accepted');
    await mailNotifications(t.db, settings);
    // The builder's "a tester joined" is in the app only, unless they ask for mail.
    expect(await mailsTo(builder)).toEqual([]);
    expect(await mailsTo(unproved)).toEqual([]);
  });

  it('stops only the type whose link was used', async () => {
    const tester = await signUpAs(t.app, 'Tester');
    const link = new URL(unsubscribeUrl(settings, tester.user.id, 'decision'));
    const asked = await call('GET', `${link.pathname}${link.search}`);
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Stop these e-mails?');
    const done = await t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(
      'You will no longer get e-mails for “You were accepted or declined”',
    );

    // Declined: no mail. Then a place on a full listing opens: the waitlist mail still comes.
    const first = await joined(tester);
    await decide(first.interestId, 'Declined');
    const holder = await signUpAs(t.app, 'Tester');
    const full = await joined(holder, 1);
    const waiting = await call('POST', '/api/interests', tester.cookie, {
      softwareId: full.listing.id,
    });
    expect(waiting.json().status).toBe('Waitlisted');
    await call('DELETE', `/api/interests/${full.listing.id}`, holder.cookie);
    await mailNotifications(t.db, settings);
    expect((await mailsTo(tester)).map((m) => m.subject)).toEqual([
      'A place opened on Tidewater: you moved up from the waitlist',
    ]);
    // In the app, the decline is still there.
    const page = await call('GET', '/api/notifications', tester.cookie);
    expect(page.json().items.map((n: { title: string }) => n.title)).toContain(
      'Your request to test Tidewater was declined',
    );
  });

  it('refuses a link signed for another type', async () => {
    const tester = await signUpAs(t.app, 'Tester');
    const link = new URL(unsubscribeUrl(settings, tester.user.id, 'decision'));
    link.searchParams.set('type', 'inactivity');
    const tried = await call('POST', `${link.pathname}${link.search}`);
    expect(tried.statusCode).toBe(400);
    expect(tried.body).toContain('This unsubscribe link is not valid');
  });
});
