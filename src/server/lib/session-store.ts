import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { SESSION_TTL_MS } from '../../shared/constants.ts';
import type { Database } from '../db/client.ts';
import { type SessionData, sessions } from '../db/schema/sessions.ts';
import { type UserRow, users } from '../db/schema/users.ts';

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

export interface ActiveSession {
  user: UserRow;
  data: SessionData;
  /** True when the expiry moved forward, so the cookie should be re-sent. */
  renewed: boolean;
}

export async function findActiveSession(
  db: Database,
  sessionId: string,
): Promise<ActiveSession | null> {
  const sid = hashSessionId(sessionId);
  const now = new Date();
  const [row] = await db
    .select({ user: users, data: sessions.sess, expire: sessions.expire })
    .from(sessions)
    .innerJoin(users, sql`${users.id} = (${sessions.sess} ->> 'userId')::uuid`)
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, now)))
    .limit(1);
  if (!row) return null;
  const renewed = row.expire.getTime() - now.getTime() < SESSION_TTL_MS - ROLL_AFTER_MS;
  if (renewed) {
    await db
      .update(sessions)
      .set({ expire: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.sid, sid));
  }
  return { user: row.user, data: row.data, renewed };
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, hashSessionId(sessionId)));
}

export async function purgeExpiredSessions(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lt(sessions.expire, now))
    .returning({ sid: sessions.sid });
  return deleted.length;
}
