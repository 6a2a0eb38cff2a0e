import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '@/server/app.ts';
import type { Database } from '@/server/db/client.ts';
import { auditLog, emailOutbox } from '@/server/db/schema/mail.ts';
import { notifications } from '@/server/db/schema/notifications.ts';
import { type UserRow, users } from '@/server/db/schema/users.ts';
import {
  liftExpiredSuspensions,
  liftSuspension,
  suspendPerson,
} from '@/server/features/moderation/suspensions/suspension.service.ts';
import type { Clock } from '@/server/lib/clock.ts';
import { buildTestApp, type TestApp } from '../app/build-app.ts';
import { type SignedInUser, signUpAs, TEST_PASSWORD } from './people.ts';

export const SUSPENSION_URL = 'https://harbor.example';

/**
 * A clock that stands where a test puts it and, unlike `settableClock`, runs no job when moved:
 * the tests see what a person meets before the minute's job has lifted anything.
 */
export function standingClock(start: Date): Clock & { at(instant: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    at: (instant) => {
      current = instant.getTime();
    },
  };
}

/** The app on a standing clock, its Admin (signed in, and as a row) and the suspension calls. */
export function setUpSuspensions(start = new Date('2026-05-10T12:00:00Z')) {
  const clock = standingClock(start);
  const fx = {} as { t: TestApp; app: App; db: Database; admin: SignedInUser; adminRow: UserRow };
  beforeAll(async () => {
    fx.t = await buildTestApp({}, undefined, { clock });
    fx.app = fx.t.app;
    fx.db = fx.t.db;
    fx.admin = await signUpAs(fx.app, 'Admin');
    fx.adminRow = await userRow(fx.db, fx.admin.user.id);
  });
  afterAll(() => fx.t.close());

  const settings = { publicUrl: SUSPENSION_URL, adminEmails: ['team@harbor.example'] };
  return {
    fx,
    clock,
    settings,
    suspend: (personId: string, days: number | null, reason = 'Spam links in every message') =>
      suspendPerson(fx.app.services, fx.adminRow, personId, { reason, days }, settings),
    lift: (personId: string, reason = 'Appeal accepted') =>
      liftSuspension(fx.app.services, fx.adminRow, personId, reason, settings),
    liftExpired: () => liftExpiredSuspensions(fx.app.services, settings),
    signIn: (email: string) =>
      fx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: TEST_PASSWORD },
      }),
    currentUser: (cookie: string) =>
      fx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } }),
  };
}

export async function userRow(db: Database, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

/** The audit entries that concern a person, of one action, as the log keeps them. */
export const auditOf = (db: Database, subjectId: string, action: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, subjectId), eq(auditLog.action, action)));

export const moderationMailsTo = (db: Database, to: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, 'moderation')))
    .orderBy(asc(emailOutbox.createdAt));

export const moderationNoticesOf = (db: Database, userId: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'moderation')))
    .orderBy(asc(notifications.createdAt));
