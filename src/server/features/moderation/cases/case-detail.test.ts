import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '@/server/db/schema/listings.ts';
import { users } from '@/server/db/schema/users.ts';
import { recordAudit } from '@/server/lib/audit-log.ts';
import { moderationPaths } from '@/shared/contracts/moderation-paths.ts';
import type { ReportTarget } from '@/shared/contracts/moderation-rules.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { type ChatParties, startChat } from '@/tests/factories/chat.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { insertAbuseReports, insertListingHide } from '@/tests/factories/moderation.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import { quickPeople } from '@/tests/factories/quick-people.ts';

let t: TestApp;
let admin: SignedInUser;
let chat: ChatParties;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpAs(t.app, 'Admin');
  chat = await startChat(t.app);
}, 60_000);
afterAll(() => t.close());

const readCase = (type: ReportTarget, id: string, cookie = admin.cookie) =>
  t.app.inject({ method: 'GET', url: moderationPaths.case(type, id), headers: { cookie } });

const DAY_MS = 86_400_000;

describe('GET /api/admin/moderation/cases/:targetType/:targetId', () => {
  it('is for admins only: 401 signed out, 403 for a Builder or a Tester', async () => {
    const url = moderationPaths.case('listing', chat.listing.id);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const person of [chat.builder, chat.tester]) {
      const response = await readCase('listing', chat.listing.id, person.cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('wrong_role');
    }
  });

  it('shows a hidden listing as written, its reports open first, the appeal and its owner’s history', async () => {
    const builder = await signUpAs(t.app, 'Builder');
    const listing = await postListing(t.app, builder.cookie, {
      name: 'Free Coins',
      shortDescription: 'Coins for everyone',
      longDescription: 'Sign in with your <b>bank</b> to claim.',
      link: 'https://coins.example.test/claim',
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    const other = await postListing(t.app, builder.cookie, { name: 'Other thing' });
    const [reporterA, reporterB] = await quickPeople(t.app, t.db, 'Tester', 2);
    const base = Date.UTC(2030, 0, 1);
    await insertAbuseReports(t.db, [
      {
        targetType: 'listing',
        targetId: listing.id,
        reporterId: reporterA?.id,
        ownerId: builder.user.id,
        status: 'dismissed',
        createdAt: new Date(base + 3000),
      },
      {
        targetType: 'listing',
        targetId: listing.id,
        reporterId: reporterA?.id,
        ownerId: builder.user.id,
        reason: 'malware',
        details: 'Phishing',
        createdAt: new Date(base + 1000),
      },
      {
        targetType: 'listing',
        targetId: listing.id,
        reporterId: reporterB?.id,
        ownerId: builder.user.id,
        createdAt: new Date(base + 2000),
      },
      {
        targetType: 'listing',
        targetId: other.id,
        reporterId: reporterB?.id,
        ownerId: builder.user.id,
        status: 'dismissed',
      },
      {
        targetType: 'person',
        targetId: builder.user.id,
        reporterId: reporterB?.id,
        ownerId: builder.user.id,
      },
    ]);
    const hiddenAt = new Date(base);
    await t.db.update(listings).set({ hiddenAt }).where(eq(listings.id, listing.id));
    await insertListingHide(t.db, {
      listingId: listing.id,
      hiddenAt,
      appeal: 'I fixed the link',
      appealedAt: new Date(base + 5000),
    });
    await recordAudit(t.db, {
      actorId: admin.user.id,
      action: 'user.warned',
      target: { type: 'user', id: builder.user.id },
      subjectId: builder.user.id,
      reason: 'Misleading listing',
    });
    await recordAudit(t.db, {
      actorId: admin.user.id,
      action: 'listing.hidden',
      target: { type: 'listing', id: listing.id },
      subjectId: builder.user.id,
      reason: 'Phishing',
    });
    await recordAudit(t.db, {
      actorId: admin.user.id,
      action: 'user.warned',
      subjectId: chat.builder.user.id,
      reason: 'Someone else',
    });
    const until = new Date(Date.now() + 7 * DAY_MS);
    await t.db
      .update(users)
      .set({ suspendedAt: new Date(), suspendedUntil: until, suspensionReason: 'Phishing' })
      .where(eq(users.id, builder.user.id));

    const response = await readCase('listing', listing.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const ref = (person: {
      id: string;
      firstName: string | null;
      lastName: string | null;
      email: string | null;
    }) => ({
      id: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
    });
    expect(body).toMatchObject({
      targetType: 'listing',
      targetId: listing.id,
      targetLabel: 'Free Coins',
      owner: ref(builder.user),
      openReports: 2,
      reasons: ['spam', 'malware'],
      latestReportAt: new Date(base + 2000).toISOString(),
      appealedAt: new Date(base + 5000).toISOString(),
      content: {
        title: 'Free Coins',
        body: 'Coins for everyone\n\nSign in with your <b>bank</b> to claim.',
        links: ['https://coins.example.test/claim', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
        path: `/software/${listing.id}`,
        state: 'hidden',
      },
      appeal: 'I fixed the link',
      suspended: true,
      suspendedUntil: until.toISOString(),
    });
    expect(
      body.reports.map((r: { status: string; createdAt: string }) => [r.status, r.createdAt]),
    ).toEqual([
      ['open', new Date(base + 2000).toISOString()],
      ['open', new Date(base + 1000).toISOString()],
      ['dismissed', new Date(base + 3000).toISOString()],
    ]);
    expect(body.reports[1]).toMatchObject({
      reason: 'malware',
      details: 'Phishing',
      reporter: { id: reporterA?.id },
    });
    expect(body.ownerHistory.reports).toBe(2);
    expect(
      body.ownerHistory.actions.map((a: { action: string; reason: string }) => [
        a.action,
        a.reason,
      ]),
    ).toEqual([
      ['listing.hidden', 'Phishing'],
      ['user.warned', 'Misleading listing'],
    ]);
    expect(body.ownerHistory.actions[0]).toMatchObject({
      actor: ref(admin.user),
      subject: ref(builder.user),
    });
  });

  it('answers 404 case_not_found for a thing that does not exist and has no reports', async () => {
    const response = await readCase('message', randomUUID());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'case_not_found', message: 'No such case' });
  });

  it('keeps the case of a thing that is gone while reports name it', async () => {
    const [reporter] = await quickPeople(t.app, t.db, 'Tester', 1);
    const goneId = randomUUID();
    await insertAbuseReports(t.db, [
      {
        targetType: 'message',
        targetId: goneId,
        reporterId: reporter?.id,
        ownerId: chat.tester.user.id,
      },
    ]);
    const response = await readCase('message', goneId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      targetLabel: null,
      owner: { id: chat.tester.user.id },
      openReports: 1,
      content: { title: null, body: null, links: [], path: null, state: 'gone' },
      suspended: false,
      suspendedUntil: null,
    });
  });

  it('answers 404 not_found for a kind it does not know or an id that is no UUID', async () => {
    for (const url of [
      `/api/admin/moderation/cases/song/${randomUUID()}`,
      '/api/admin/moderation/cases/listing/not-a-uuid',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: admin.cookie },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'Not found' });
    }
  });
});
