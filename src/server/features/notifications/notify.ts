import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { notifications } from '@/server/db/schema/notifications.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { NotificationType, PreferenceType } from '@/shared/contracts/notifications.ts';
import { channelsOf } from './preferences.ts';

/** What to tell one person. */
export interface NotificationDraft {
  userId: string;
  type: Exclude<NotificationType, 'message'>;
  title: string;
  body?: string | null;
  /** The screen it is about, a path of this site. */
  link: string;
  /** Drafts with one key fold into the unread notification that has it. */
  groupKey?: string;
  /** The person whose doing it was, when its words are theirs (a name, a comment). */
  actorId?: string;
}

/**
 * A notification whose group already has an unread one counts one more on it instead, moved to
 * the top with the newest title and text.
 */
export const FOLD_INTO_UNREAD = {
  target: [notifications.userId, notifications.groupKey],
  targetWhere: sql`${notifications.readAt} is null and ${notifications.groupKey} is not null`,
  set: {
    count: sql`${notifications.count} + 1`,
    title: sql`excluded.title`,
    body: sql`excluded.body`,
    createdAt: sql`now()`,
  },
};

const isPreferenceType = (type: NotificationType): type is PreferenceType =>
  type !== 'verify_email';

/**
 * Stores notifications as each person chose: shown in the app or not, mailed or not (the mail
 * job reads the choice again when it sends, so a change of mind in between is honoured). Changes to
 * signups run it inside their transaction; the others just after their change commits, in the
 * process that made it: each change is told once, and a crash in between loses the notice, never
 * the change (decision record 010).
 * Answers who has something new to see.
 */
export async function insertNotifications(
  db: Database,
  drafts: readonly NotificationDraft[],
): Promise<string[]> {
  const told = new Set<string>();
  for (const type of new Set(drafts.map((draft) => draft.type))) {
    const ofType = drafts.filter((draft) => draft.type === type);
    const channels = isPreferenceType(type)
      ? await channelsOf(
          db,
          ofType.map((draft) => draft.userId),
          type,
        )
      : null;
    const rows = ofType.flatMap((draft) => {
      const chosen = channels?.get(draft.userId) ?? { inApp: true, email: false };
      if (!chosen.inApp && !chosen.email) return [];
      if (chosen.inApp) told.add(draft.userId);
      return [
        {
          userId: draft.userId,
          type,
          title: draft.title,
          body: draft.body ?? null,
          link: draft.link,
          groupKey: draft.groupKey ?? null,
          actorId: draft.actorId ?? null,
          inApp: chosen.inApp,
          mailStatus: chosen.email ? ('pending' as const) : null,
          readAt: chosen.inApp ? null : sql`now()`,
        },
      ];
    });
    if (rows.length === 0) continue;
    await db.insert(notifications).values(rows).onConflictDoUpdate(FOLD_INTO_UNREAD);
  }
  return [...told];
}

/** After commit: each person's bell and open list re-read theirs. */
export async function announceNotifications(
  { bus }: Pick<ServiceContext, 'bus'>,
  userIds: readonly string[],
): Promise<void> {
  for (const userId of new Set(userIds))
    await bus.publish({ type: 'notifications_changed', userId });
}

/** Stores and announces, for a change already committed. */
export async function notify(ctx: ServiceContext, drafts: readonly NotificationDraft[]) {
  await announceNotifications(ctx, await insertNotifications(ctx.db, drafts));
}

/**
 * Marks read what a person has seen elsewhere: a conversation they opened, an address they
 * proved. Answers whether anything changed.
 */
export async function readGroup(db: Database, userId: string, groupKey: string): Promise<boolean> {
  const read = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.groupKey, groupKey),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return read.length > 0;
}

export const conversationGroup = (conversationId: string) => `conversation:${conversationId}`;
export const VERIFY_EMAIL_GROUP = 'verify_email';
