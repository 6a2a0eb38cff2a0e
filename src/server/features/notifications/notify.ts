import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { notificationPreferences, notifications } from '@/server/db/schema/notifications.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import {
  type NotificationType,
  PREFERENCE_TYPE_INFO,
  PREFERENCE_TYPES,
  type PreferenceType,
} from '@/shared/contracts/notifications.ts';

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
  /** What the folded notification says after its count: see `foldedTitle`. */
  summary?: string;
  /** The person whose doing it was, when its words are theirs (a name, a comment). */
  actorId?: string;
}

/**
 * A notification whose group already has an unread one counts one more on it instead, moved to
 * the top with the newest title, text and link. One statement on the partial unique index, so
 * two folds at once never make two rows nor lose a count. A newcomer that wants mailing makes the
 * group's mail due again; the mail job decides when (`mailNotifications`).
 */
export const FOLD_INTO_UNREAD = {
  target: [notifications.userId, notifications.groupKey],
  targetWhere: sql`${notifications.readAt} is null and ${notifications.groupKey} is not null`,
  set: {
    count: sql`${notifications.count} + 1`,
    // The newest event's person, whose words the notice now shows: deleting their account
    // removes it, as it removes every notice that names them.
    actorId: sql`excluded.actor_id`,
    title: sql`excluded.title`,
    body: sql`excluded.body`,
    link: sql`excluded.link`,
    summary: sql`excluded.summary`,
    mailStatus: sql`coalesce(excluded.mail_status, ${notifications.mailStatus})`,
    createdAt: sql`now()`,
  },
};

const PREFERENCE_TYPE_SET: ReadonlySet<NotificationType> = new Set(PREFERENCE_TYPES);
const isPreferenceType = (type: NotificationType): type is PreferenceType =>
  PREFERENCE_TYPE_SET.has(type);

/** What a person gets of a type they made no choice about, as `channelsOf` answers it. */
const defaultsOf = (type: NotificationType) =>
  isPreferenceType(type) ? PREFERENCE_TYPE_INFO[type].defaults : { inApp: true, email: false };

/** Drafts as rows named `draft`, the shape `insertOfType` reads. */
function draftRows(drafts: readonly NotificationDraft[]): SQL {
  const rows = drafts.map((draft) => ({
    user_id: draft.userId,
    title: draft.title,
    body: draft.body ?? null,
    link: draft.link,
    group_key: draft.groupKey ?? null,
    summary: draft.summary ?? null,
    actor_id: draft.actorId ?? null,
  }));
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as draft(user_id uuid, title text, body text, link text, group_key text, summary text, actor_id uuid)`;
}

/**
 * One type's drafts, stored as each person chose, in one statement: their choice is joined in
 * rather than read first, so a change to signups stores its notices without a round trip of its
 * own. `drafts` is a relation named `draft` with the columns `draftRows` gives, from values or
 * from another part of the caller's statement. Answers the people and whether it shows in their
 * app.
 */
export function insertOfType(db: Database, type: NotificationType, drafts: SQL) {
  const defaults = defaultsOf(type);
  const inApp = sql<boolean>`coalesce(${notificationPreferences.inApp}, ${defaults.inApp})`;
  const email = sql<boolean>`coalesce(${notificationPreferences.email}, ${defaults.email})`;
  const field = (column: string) => sql.raw(`draft.${column}`).as(column);
  return db
    .insert(notifications)
    .select((qb) =>
      qb
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          userId: field('user_id'),
          type: sql`${type}`.as('type'),
          title: field('title'),
          body: field('body'),
          link: field('link'),
          groupKey: field('group_key'),
          count: sql`1`.as('count'),
          summary: field('summary'),
          inApp: inApp.as('in_app'),
          mailStatus: sql`case when ${email} then 'pending' end`.as('mail_status'),
          createdAt: sql`now()`.as('created_at'),
          // A type kept out of the app is born read: its row only carries the mail.
          readAt: sql`case when ${inApp} then null else now() end`.as('read_at'),
          actorId: field('actor_id'),
          mailedCount: sql`0`.as('mailed_count'),
        })
        .from(drafts)
        .leftJoin(
          notificationPreferences,
          and(
            eq(notificationPreferences.userId, sql`draft.user_id`),
            eq(notificationPreferences.type, sql`${type}`),
          ),
        )
        .where(sql`${inApp} or ${email}`),
    )
    .onConflictDoUpdate(FOLD_INTO_UNREAD)
    .returning({ userId: notifications.userId, inApp: notifications.inApp });
}

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
    const stored = await insertOfType(
      db,
      type,
      draftRows(drafts.filter((draft) => draft.type === type)),
    );
    for (const { userId, inApp } of stored) if (inApp) told.add(userId);
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
 * Deletes the notifications `where` picks (a moderator took down what they show) and has their
 * owners' bells and lists re-read theirs. After the change is committed, as `notify` is.
 */
export async function withdrawNotifications(ctx: ServiceContext, where: SQL): Promise<void> {
  const withdrawn = await ctx.db
    .delete(notifications)
    .where(where)
    .returning({ userId: notifications.userId });
  await announceNotifications(
    ctx,
    withdrawn.map((row) => row.userId),
  );
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
/** One listing's notices of one kind, which fold into one while unread. */
export const listingGroup = (kind: 'reports' | 'signups', listingId: string) =>
  `${kind}:${listingId}`;
export const VERIFY_EMAIL_GROUP = 'verify_email';
