import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { type SessionData, sessions } from '@/server/db/schema/sessions.ts';
import { users } from '@/server/db/schema/users.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import { SESSION_TTL_MS } from '@/shared/constants.ts';
import type { StoredSession } from './session-cache.ts';
import { assertNotSuspended } from './suspension-check.ts';

/** Rolling expiry is written at most this often per session, not on every request. */
const ROLL_AFTER_MS = 60 * 60 * 1000;

export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

/** Starts a session and answers its id (256 random bits); only the id's hash is stored. */
export async function createSession(db: Database, data: SessionData): Promise<string> {
  const sessionId = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    sid: hashSessionId(sessionId),
    sess: data,
    expire: new Date(Date.now() + SESSION_TTL_MS),
  });
  return sessionId;
}

/** The unexpired session stored under this id hash, with its user. */
export async function readSession(
  db: Database,
  sid: string,
  now = new Date(),
): Promise<StoredSession | null> {
  const [row] = await db
    .select({ user: users, data: sessions.sess, expire: sessions.expire })
    .from(sessions)
    .innerJoin(users, sql`${users.id} = (${sessions.sess} ->> 'userId')::uuid`)
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, now)))
    .limit(1);
  return row ?? null;
}

/** True once an hour of the session's life has passed since its expiry was last moved. */
export function isDueForRenewal(expire: Date, now = new Date()): boolean {
  return expire.getTime() - now.getTime() < SESSION_TTL_MS - ROLL_AFTER_MS;
}

/** Rolls the expiry forward a full lifetime from now and answers the new expiry. */
export async function renewSession(db: Database, sid: string, now = new Date()): Promise<Date> {
  const expire = new Date(now.getTime() + SESSION_TTL_MS);
  await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
  return expire;
}

/**
 * A sign-in's new session (a fresh id every time). Signing in may have just promoted the user or
 * refreshed them from the provider's claims, so every process drops its copy of the user first.
 * Every way in (password, provider, a mailed link) passes here, so a suspension refuses them all.
 */
export async function startSession({ db, bus, clock }: ServiceContext, data: SessionData) {
  await assertNotSuspended(db, data.userId, clock.now());
  await bus.publish({ type: 'user_changed', userId: data.userId });
  return createSession(db, data);
}

/**
 * Deletes the stored session, then tells every process, this one first, to stop trusting its
 * cached copy: a copy read while the row was being deleted is dropped too.
 */
export async function endSession({ db, bus }: ServiceContext, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
  await bus.publish({ type: 'session_ended', sid });
}

/**
 * Deletes every session of the user, for a change that must sign them out everywhere. Part of the
 * caller's transaction: the caller announces `user_changed` once it commits, which drops every
 * process's cached copies of them.
 */
/**
 * Ends every session of the user but `keepSid` (the one asking, if any). Answers the ended ids:
 * the caller announces each once committed, so their sockets close in every process.
 */
export async function deleteUserSessions(
  db: Database,
  userId: string,
  keepSid?: string,
): Promise<string[]> {
  const ended = await db
    .delete(sessions)
    .where(
      and(
        sql`(${sessions.sess} ->> 'userId') = ${userId}`,
        keepSid ? ne(sessions.sid, keepSid) : undefined,
      ),
    )
    .returning({ sid: sessions.sid });
  return ended.map(({ sid }) => sid);
}

export async function purgeExpiredSessions(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lt(sessions.expire, now))
    .returning({ sid: sessions.sid });
  return deleted.length;
}
