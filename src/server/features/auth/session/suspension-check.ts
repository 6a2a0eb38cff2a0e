import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { type UserRow, users } from '@/server/db/schema/users.ts';
import { forbidden } from '@/server/lib/app-error.ts';
import { suspendedMessage } from '@/shared/contracts/moderation-rules.ts';

type SuspensionColumns = Pick<UserRow, 'suspendedAt' | 'suspendedUntil' | 'suspensionReason'>;

/**
 * Whether a suspension holds at `now`. Its end is an instant, read here rather than trusted to
 * the job that clears it: a suspension past its end lets the person in before the job has run.
 */
export const isSuspendedAt = (user: SuspensionColumns, now: Date): boolean =>
  user.suspendedAt !== null &&
  (user.suspendedUntil === null || user.suspendedUntil.getTime() > now.getTime());

/**
 * Refuses a new session to a suspended person, with the reason and the end they are told. Auth
 * reads the columns itself: moderation, which writes them, builds on auth, not the other way.
 */
export async function assertNotSuspended(db: Database, userId: string, now: Date): Promise<void> {
  const [user] = await db
    .select({
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
      suspensionReason: users.suspensionReason,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !isSuspendedAt(user, now)) return;
  throw forbidden(
    'account_suspended',
    suspendedMessage(user.suspensionReason ?? '', user.suspendedUntil?.toISOString() ?? null),
  );
}
