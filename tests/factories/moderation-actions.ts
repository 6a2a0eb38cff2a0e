import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { auditLog, emailOutbox } from '@/server/db/schema/mail.ts';
import { abuseReports } from '@/server/db/schema/moderation.ts';
import { notifications } from '@/server/db/schema/notifications.ts';
import { type SettableClock, settableClock } from '@/server/lib/clock.ts';
import type { BusEvent } from '@/server/lib/event-bus.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import type { CaseActionBody } from '@/shared/contracts/moderation.ts';
import { moderationPaths } from '@/shared/contracts/moderation-paths.ts';
import type { ReportReason, ReportTarget } from '@/shared/contracts/moderation-rules.ts';
import { buildTestApp, type TestApp } from '../app/build-app.ts';
import { postListing } from './listings.ts';
import { type SignedInUser, signUpAs } from './people.ts';
import { quickPeople } from './quick-people.ts';

export interface Person {
  id: string;
  cookie: string;
}

/**
 * An app on a settable clock with an admin, a builder and a tester, for the moderation actions'
 * tests; reports are written straight to the table, as filing one leaves them.
 */
export function setUpModerationFixtures() {
  const fx = { events: [] as BusEvent[] } as {
    t: TestApp;
    clock: SettableClock;
    admin: SignedInUser;
    builder: SignedInUser;
    tester: SignedInUser;
    events: BusEvent[];
  };
  beforeAll(async () => {
    fx.clock = settableClock(new Date());
    fx.t = await buildTestApp({}, undefined, { clock: fx.clock });
    [fx.admin, fx.builder, fx.tester] = await Promise.all([
      signUpAs(fx.t.app, 'Admin'),
      signUpAs(fx.t.app, 'Builder'),
      signUpAs(fx.t.app, 'Tester'),
    ]);
    fx.t.app.bus.subscribe((event) => fx.events.push(event));
  }, 60_000);
  afterAll(() => fx.t.close());

  /** Testers with a session each, with no address (so no mail) unless signed up. */
  const people = (count: number): Promise<Person[]> =>
    quickPeople(fx.t.app, fx.t.db, 'Tester', count);

  const listing = (name = 'Harbor Lights', cookie = fx.builder.cookie): Promise<Listing> =>
    postListing(fx.t.app, cookie, { name });

  /** Open reports of the thing by each reporter. */
  const report = async (
    target: { type: ReportTarget; id: string; ownerId: string },
    reporters: { id: string }[],
    reason: ReportReason = 'spam',
  ) => {
    await fx.t.db.insert(abuseReports).values(
      reporters.map((reporter) => ({
        reporterId: reporter.id,
        targetType: target.type,
        targetId: target.id,
        ownerId: target.ownerId,
        reason,
      })),
    );
  };

  const act = (
    type: ReportTarget,
    id: string,
    /** A case action's body, or something close to one that must be refused. */
    body: CaseActionBody | Record<string, unknown>,
    who: { cookie: string } | null = fx.admin,
  ) =>
    fx.t.app.inject({
      method: 'POST',
      url: moderationPaths.caseActions(type, id),
      headers: who ? { cookie: who.cookie } : {},
      payload: body,
    });

  const reportsOn = (targetId: string) =>
    fx.t.db
      .select({
        reporterId: abuseReports.reporterId,
        status: abuseReports.status,
        resolvedAt: abuseReports.resolvedAt,
        resolvedById: abuseReports.resolvedById,
      })
      .from(abuseReports)
      .where(eq(abuseReports.targetId, targetId));

  const noticesOf = (userId: string) =>
    fx.t.db
      .select({
        type: notifications.type,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt), asc(notifications.id));

  const mailsTo = (email: string) =>
    fx.t.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'moderation')))
      .orderBy(asc(emailOutbox.createdAt));

  const auditOf = (targetId: string) =>
    fx.t.db
      .select({
        actorId: auditLog.actorId,
        action: auditLog.action,
        targetType: auditLog.targetType,
        subjectId: auditLog.subjectId,
        details: auditLog.details,
      })
      .from(auditLog)
      .where(eq(auditLog.targetId, targetId))
      .orderBy(asc(auditLog.createdAt));

  /** The events published since `from` (an index into fx.events). */
  const eventsSince = (from: number) => fx.events.slice(from);

  return { fx, people, listing, report, act, reportsOn, noticesOf, mailsTo, auditOf, eventsSince };
}
