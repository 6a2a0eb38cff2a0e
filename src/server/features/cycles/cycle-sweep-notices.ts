import type { Database } from '@/server/db/client.ts';
import { cycleNotices } from '@/server/db/schema/cycles.ts';
import {
  insertNotifications,
  type NotificationDraft,
} from '@/server/features/notifications/notify.ts';
import type { CycleNoticeKind } from '@/shared/contracts/cycle-rules.ts';
import type { CalendarDate } from '@/shared/cycles/cycle-day-types.ts';

/** Something the sweep tells one person today, or only records (a release tells through its own). */
export interface CycleNotice {
  userId: string;
  kind: CycleNoticeKind;
  draft?: NotificationDraft;
}

/**
 * Claims each notice by inserting its row, and stores the notifications of those claimed, in the
 * caller's transaction: a notice whose row another run inserted first is not told again, and a
 * run that fails after its claim rolls the claim back with the notification. Answers how many were
 * claimed and who has something new in the app.
 */
export async function claimNotices(
  tx: Database,
  cycleId: string,
  onDate: CalendarDate,
  notices: readonly CycleNotice[],
): Promise<{ claimed: CycleNotice[]; notified: string[] }> {
  if (notices.length === 0) return { claimed: [], notified: [] };
  const inserted = await tx
    .insert(cycleNotices)
    .values(notices.map(({ userId, kind }) => ({ cycleId, userId, onDate, kind })))
    .onConflictDoNothing()
    .returning({ userId: cycleNotices.userId, kind: cycleNotices.kind });
  const won = new Set(inserted.map(({ userId, kind }) => `${userId} ${kind}`));
  const claimed = notices.filter(({ userId, kind }) => won.has(`${userId} ${kind}`));
  const notified = await insertNotifications(
    tx,
    claimed.flatMap(({ draft }) => draft ?? []),
  );
  return { claimed, notified };
}
