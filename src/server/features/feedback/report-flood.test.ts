import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '@/server/db/schema/mail.ts';
import { notifications } from '@/server/db/schema/notifications.ts';
import { notificationPaths } from '@/shared/contracts/notification-paths.ts';
import type { Notification, NotificationPage } from '@/shared/contracts/notifications.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { aBug, report, testerWith } from '@/tests/factories/feedback.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import { mailDueNotifications, nextGroupMailAt } from '@/tests/mail/notification-mail-job.ts';
import { REPORTS_PER_HOUR } from './report.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A builder with a listing of this name, an accepted tester on it, and an empty bell. */
async function betaNamed(name: string) {
  const builder = await signUpAs(t.app, 'Builder');
  const listing = await postListing(t.app, builder.cookie, { name });
  const tester = await testerWith(t, builder, listing, 'Accepted');
  await t.db.delete(notifications).where(eq(notifications.userId, builder.user.id));
  return { builder, listing, tester };
}

async function reportsIn(builder: SignedInUser): Promise<NotificationPage> {
  const response = await t.app.inject({
    method: 'GET',
    url: notificationPaths.list,
    headers: { cookie: builder.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const mailSubjects = async (who: SignedInUser) =>
  (
    await t.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, who.user.email as string),
          eq(emailOutbox.kind, 'notification'),
        ),
      )
      .orderBy(emailOutbox.createdAt)
  ).map((mail) => mail.subject);

const file = async (tester: SignedInUser, listingId: string, title: string) => {
  const filed = await report(t, tester, listingId, { ...aBug, title });
  expect(filed.statusCode).toBe(201);
  return filed.json() as { id: string };
};

describe('a flood of reports', () => {
  it('refuses the report past the hour’s budget; the builder sees one notice and gets one mail for them all', async () => {
    const { builder, listing, tester } = await betaNamed('Tidewater');
    let last = { id: '' };
    for (let i = 1; i <= REPORTS_PER_HOUR; i++) last = await file(tester, listing.id, `Crash ${i}`);
    const refused = await report(t, tester, listing.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many attempts; try again in 1 hour');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_500);

    const bell = await reportsIn(builder);
    expect(bell.unreadCount).toBe(1);
    expect(bell.items).toEqual([
      expect.objectContaining({
        type: 'feedback_received',
        count: 40,
        title: '40 new reports on Tidewater',
        body: 'Latest: Test User reported “Crash 40”',
        link: `/feedback/${last.id}`,
        readAt: null,
      }),
    ]);

    await mailDueNotifications(t.db);
    expect(await mailSubjects(builder)).toEqual(['40 new reports on Tidewater']);
  });

  it('mails the first report at once, and those of the next quarter hour together, counted', async () => {
    const { builder, listing, tester } = await betaNamed('Harbor Lights');
    const start = new Date();
    await file(tester, listing.id, 'Crash 1');
    await mailDueNotifications(t.db, start);
    expect(await mailSubjects(builder)).toEqual(['Test User reported “Crash 1”']);

    for (const title of ['Crash 2', 'Crash 3', 'Crash 4']) await file(tester, listing.id, title);
    await mailDueNotifications(t.db, new Date(start.getTime() + 60_000));
    expect(await mailSubjects(builder)).toHaveLength(1);
    // The bell counts every report it has not shown; the mail, those no mail told yet.
    expect((await reportsIn(builder)).items.map((n) => n.title)).toEqual([
      '4 new reports on Harbor Lights',
    ]);

    const later = nextGroupMailAt(start);
    await mailDueNotifications(t.db, later);
    await mailDueNotifications(t.db, later);
    expect(await mailSubjects(builder)).toEqual([
      'Test User reported “Crash 1”',
      '3 new reports on Harbor Lights',
    ]);
  });

  it('starts a new notice for a report after the folded one was read', async () => {
    const { builder, listing, tester } = await betaNamed('Quayside');
    await file(tester, listing.id, 'Crash 1');
    await file(tester, listing.id, 'Crash 2');
    const [folded] = (await reportsIn(builder)).items as [Notification];
    const read = await t.app.inject({
      method: 'POST',
      url: notificationPaths.read,
      headers: { cookie: builder.cookie },
      payload: { ids: [folded.id] },
    });
    expect(read.statusCode).toBe(200);

    await file(tester, listing.id, 'Crash 3');
    const bell = await reportsIn(builder);
    expect(bell.unreadCount).toBe(1);
    expect(
      bell.items.map(({ title, count, readAt }) => ({ title, count, read: !!readAt })),
    ).toEqual([
      { title: 'Test User reported “Crash 3”', count: 1, read: false },
      { title: '2 new reports on Quayside', count: 2, read: true },
    ]);
  });
});
