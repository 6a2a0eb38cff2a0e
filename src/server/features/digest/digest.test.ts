import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '@/server/db/schema/listings.ts';
import { digestRuns, emailOutbox } from '@/server/db/schema/mail.ts';
import { users } from '@/server/db/schema/users.ts';
import { verifyUnsubscribeToken } from '@/server/lib/unsubscribe-token.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import { isoWeek, runWeeklyDigest } from './digest.service.ts';

let t: TestApp;
let subscriber: SignedInUser;
let optedOut: SignedInUser;
let builder: SignedInUser;
const settings = () => t.app.config;
const setDigest = (userId: string, wantsWeeklyDigest: boolean) =>
  t.db.update(users).set({ wantsWeeklyDigest }).where(eq(users.id, userId));

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://harbor.example' });
  let unverified: SignedInUser;
  [subscriber, optedOut, builder, unverified] = await Promise.all([
    signUpAs(t.app, 'Tester'),
    signUpAs(t.app, 'Tester'),
    signUpAs(t.app, 'Builder'),
    signUpAs(t.app, 'Tester', { verified: false }),
  ]);
  await setDigest(subscriber.user.id, true);
  // Opted in, but the address was never proved: the digest must not go there.
  await setDigest(unverified.user.id, true);
});
afterAll(() => t.close());

describe('isoWeek', () => {
  it('names ISO weeks, across year ends too', () => {
    expect(isoWeek(new Date('2026-11-23T09:00:00Z'))).toBe('2026-W48');
    expect(isoWeek(new Date('2027-01-01T00:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2024-12-30T00:00:00Z'))).toBe('2025-W01');
  });
});

describe('the weekly digest', () => {
  it('sends nothing in a week without new listings', async () => {
    const quietWeek = new Date('2020-01-08T09:00:00Z');
    const result = await runWeeklyDigest(t.db, settings(), quietWeek);
    expect(result).toMatchObject({
      sent: false,
      recipients: 0,
      message: 'No new listings this week: no digest for 2020-W02',
    });
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'digest'))).toEqual([]);
    expect(await t.db.select().from(digestRuns).where(eq(digestRuns.week, '2020-W02'))).toEqual([]);
  });

  it('sends one mail per opted-in, verified user however many times it runs in a week', async () => {
    const listing = await postListing(t.app, builder.cookie, { name: 'Fresh & <New>' });
    const old = await postListing(t.app, builder.cookie, { name: 'Old news' });
    await t.db
      .update(listings)
      .set({ createdAt: new Date(Date.now() - 9 * 86_400_000) })
      .where(eq(listings.id, old.id));

    const runs = await Promise.all([
      runWeeklyDigest(t.db, settings()),
      runWeeklyDigest(t.db, settings()),
    ]);
    expect(runs.filter((r) => r.sent)).toHaveLength(1);
    // One subscriber, and settings with a mail server: nothing is held.
    expect(runs.find((r) => r.sent)?.message).toBe(
      `Digest for ${isoWeek(new Date())} queued for 1 subscriber`,
    );
    expect(
      await t.db
        .select()
        .from(digestRuns)
        .where(eq(digestRuns.week, isoWeek(new Date()))),
    ).toHaveLength(1);

    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'digest'));
    expect(mails.map((m) => m.toAddress)).toEqual([subscriber.user.email]);
    const [mail] = mails;
    expect(mail?.textBody).toContain(`https://harbor.example/software/${listing.id}`);
    expect(mail?.textBody).not.toContain('Old news');
    expect(mail?.htmlBody).toContain('Fresh &amp; &lt;New&gt;');
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const [, unsubscribeUrl, token = ''] =
      /^<(https:\/\/harbor\.example\/api\/digest\/unsubscribe\?token=([^>]+))>$/.exec(
        mail?.headers['List-Unsubscribe'] ?? '',
      ) ?? [];
    expect(mail?.textBody).toContain(unsubscribeUrl);
    expect(mail?.htmlBody).toContain(`href="${unsubscribeUrl}"`);
    // The mailed link is the subscriber's, for a year from the run.
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
    expect(verifyUnsubscribeToken(t.app.config.sessionSecret, token, inDays(364))).toBe(
      subscriber.user.id,
    );
    expect(verifyUnsubscribeToken(t.app.config.sessionSecret, token, inDays(366))).toBeNull();
    expect(optedOut.user.email).not.toBe(subscriber.user.email);

    const again = await runWeeklyDigest(t.db, settings());
    expect(again).toMatchObject({ sent: false });
    expect(
      await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'digest')),
    ).toHaveLength(1);
  });
});
