import type { App } from '@/server/app.ts';
import type { Database } from '@/server/db/client.ts';
import { users } from '@/server/db/schema/users.ts';
import { createSession } from '@/server/features/auth/session/session-store.ts';
import type { Role } from '@/shared/constants.ts';

/**
 * People with complete profiles and a session each, written straight to the database: for tests
 * that need dozens of them, where signing each up (a password hash apiece) would be the slow part.
 */
export async function quickPeople(
  app: App,
  db: Database,
  role: Role,
  count: number,
): Promise<{ id: string; cookie: string }[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        role,
        firstName: `${role} ${index + 1}`,
        lastName: 'Quick',
        phone: '+1 555 0100',
        // Proved, as most people are: an unproved address posts no listing.
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  return Promise.all(
    rows.map(async ({ id }) => ({ id, cookie: await sessionCookieOf(app, db, id) })),
  );
}

/** A new session of the user, as the cookie a browser would send: no sign-in, no password. */
export async function sessionCookieOf(app: App, db: Database, userId: string): Promise<string> {
  const sessionId = await createSession(db, { userId });
  return `bh_session=${encodeURIComponent(app.signCookie(sessionId))}`;
}
