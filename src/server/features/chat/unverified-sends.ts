import { eq, sql } from 'drizzle-orm';
import { messages } from '@/server/db/schema/chat.ts';
import { type UserRow, users } from '@/server/db/schema/users.ts';
import { forbidden } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import {
  UNVERIFIED_MESSAGES_PER_DAY,
  VERIFY_TO_MESSAGE_MORE_MESSAGE,
} from '@/shared/contracts/moderation-rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Until their address is proved, a person sends a few messages a day: a throwaway account made to
 * spam strangers runs dry at once. The address is read again here, not taken from the socket's
 * user, which was read when the socket opened and may predate the proof.
 */
export async function checkUnverifiedSends(
  { db, clock }: Pick<ServiceContext, 'db' | 'clock'>,
  sender: Pick<UserRow, 'id' | 'emailVerifiedAt'>,
): Promise<void> {
  if (sender.emailVerifiedAt) return;
  const since = new Date(clock.now().getTime() - DAY_MS);
  const [row] = await db
    .select({
      verifiedAt: users.emailVerifiedAt,
      sent: sql<number>`(select count(*)::int from ${messages}
        where ${messages.senderId} = ${sender.id}::uuid and ${messages.createdAt} > ${since.toISOString()}::timestamptz)`,
    })
    .from(users)
    .where(eq(users.id, sender.id));
  if (!row || row.verifiedAt) return;
  if (Number(row.sent) >= UNVERIFIED_MESSAGES_PER_DAY) {
    throw forbidden('email_not_verified', VERIFY_TO_MESSAGE_MORE_MESSAGE);
  }
}
