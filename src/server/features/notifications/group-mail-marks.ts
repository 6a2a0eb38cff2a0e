import { isNull, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { notificationMailMarks, notifications } from '@/server/db/schema/notifications.ts';

/**
 * At most one mail per group (a listing's new reports, its signups) and person this often,
 * however many arrive: the first is mailed at once, the rest wait and go out together, counted.
 */
export const GROUP_MAIL_INTERVAL_MS = 15 * 60_000;

const intervalBefore = (now: Date) =>
  sql`${new Date(now.getTime() - GROUP_MAIL_INTERVAL_MS).toISOString()}::timestamptz`;

/** Rows whose group was mailed to its person within the interval: they wait for the next turn. */
export const notHeldByMark = (now: Date) =>
  or(
    isNull(notifications.groupKey),
    sql`not exists (select 1 from ${notificationMailMarks}
      where ${notificationMailMarks.userId} = ${notifications.userId}
        and ${notificationMailMarks.groupKey} = ${notifications.groupKey}
        and ${notificationMailMarks.mailedAt} > ${intervalBefore(now)})`,
  );

/**
 * Takes the group's turn to be mailed: true for exactly one caller, however many processes try
 * at once (the second waits on the first's row, then finds it fresh), and only when the last
 * mail was the interval ago or more.
 */
export async function claimGroupMail(
  tx: Database,
  userId: string,
  groupKey: string,
  now: Date,
): Promise<boolean> {
  const claimed = await tx
    .insert(notificationMailMarks)
    .values({ userId, groupKey, mailedAt: now })
    .onConflictDoUpdate({
      target: [notificationMailMarks.userId, notificationMailMarks.groupKey],
      set: { mailedAt: now },
      setWhere: sql`${notificationMailMarks.mailedAt} <= ${intervalBefore(now)}`,
    })
    .returning({ userId: notificationMailMarks.userId });
  return claimed.length > 0;
}
