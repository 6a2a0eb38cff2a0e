import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { notifications } from '@/server/db/schema/notifications.ts';
import { users } from '@/server/db/schema/users.ts';
import {
  enqueueMails,
  type HeldMailLog,
  type OutgoingMail,
} from '@/server/features/mail/outbox.ts';
import { notificationMail } from '@/server/features/mail/templates/notification-mail.tsx';
import { createUnsubscribeToken } from '@/server/lib/unsubscribe-token.ts';
import { notificationPaths } from '@/shared/contracts/notification-paths.ts';
import { PREFERENCE_TYPE_INFO, type PreferenceType } from '@/shared/contracts/notifications.ts';
import { shownTexts } from './folded-notice.ts';
import { claimGroupMail, notHeldByMark } from './group-mail-marks.ts';
import { channelsOf } from './preferences.ts';

export interface NotificationMailSettings {
  publicUrl: string;
  sessionSecret: string;
  logHeld?: HeldMailLog;
}

/** Mails written per run; the rest wait for the next, a few seconds on. */
const BATCH_SIZE = 50;

/** What each type's button says: where the link takes the person. */
const BUTTON_LABELS: Record<Exclude<PreferenceType, 'message'>, string> = {
  tester_joined: 'See your testers',
  feedback_received: 'Open the report',
  decision: 'Open the beta',
  waitlist_promoted: 'Open the beta',
  inactivity: 'Open the beta',
  report_updated: 'Open your report',
  cycle_reminder: 'Check in',
  cycle_alert: 'Open the cycle',
  build_posted: 'Open the cycle',
  invitation: 'See the invitation',
};

/** The link that stops one type's mails for one person, signed so it needs no sign-in. */
export function unsubscribeUrl(
  settings: NotificationMailSettings,
  userId: string,
  type: PreferenceType,
  now = new Date(),
): string {
  const token = createUnsubscribeToken(settings.sessionSecret, userId, now, `notification:${type}`);
  const query = new URLSearchParams({ type, token });
  return `${settings.publicUrl}${notificationPaths.unsubscribe}?${query}`;
}

/** The footer's reason and link, the same for every type's mail. */
export function mailFooter(
  settings: NotificationMailSettings,
  userId: string,
  type: PreferenceType,
) {
  const label = PREFERENCE_TYPE_INFO[type].label;
  return {
    reason: `You get this because e-mail notifications for “${label}” are on in your Beta Harbor profile.`,
    unsubscribe: { url: unsubscribeUrl(settings, userId, type), label: 'Stop e-mails like this' },
  };
}

/** A notification as its mail needs it. */
export type MailedNotification = {
  userId: string;
  type: Exclude<PreferenceType, 'message'>;
  title: string;
  body: string | null;
  link: string;
  email: string;
  firstName: string | null;
};

type Pending = Omit<MailedNotification, 'email'> & {
  id: string;
  groupKey: string | null;
  summary: string | null;
  /** Events no mail has told yet: `count` less `mailed_count`. */
  untold: number;
  email: string | null;
  verified: boolean;
};

/** One notification's mail: its title as subject and heading, its text quoted, its button. */
export function notificationTypeMail(settings: NotificationMailSettings, row: MailedNotification) {
  return notificationMail({
    to: row.email,
    recipientName: row.firstName,
    subject: row.title,
    preview: row.body ?? row.title,
    heading: row.title,
    paragraphs: [],
    quotes: row.body ? [{ text: row.body }] : [],
    button: { label: BUTTON_LABELS[row.type], url: `${settings.publicUrl}${row.link}` },
    ...mailFooter(settings, row.userId, row.type),
  });
}

/**
 * Due rows in mails: each alone, but a group's rows of one person together, oldest first, in one
 * mail that tells how many arrived since the last (`shownTexts`), and says the newest's words.
 */
function batchesOf(due: readonly Pending[]): Pending[][] {
  const batches = new Map<string, Pending[]>();
  for (const row of due) {
    const key = row.groupKey ? `${row.userId} ${row.groupKey}` : row.id;
    batches.set(key, [...(batches.get(key) ?? []), row]);
  }
  return [...batches.values()];
}

/** Whose choice and address still ask for this mail, read now rather than at the event. */
async function wantedIds(tx: Database, due: readonly Pending[]): Promise<Set<string>> {
  const wanted = new Set<string>();
  for (const type of new Set(due.map((row) => row.type))) {
    const ofType = due.filter((row) => row.type === type);
    const channels = await channelsOf(
      tx,
      ofType.map((row) => row.userId),
      type,
    );
    for (const row of ofType) {
      if (row.email && row.verified && channels.get(row.userId)?.email) wanted.add(row.id);
    }
  }
  return wanted;
}

/**
 * Puts due notification mails in the outbox. Rows are claimed with SKIP LOCKED and settled in
 * the same transaction as their mail, so however many processes run it, each is mailed once. The
 * person's choice and address are read now, not when the notification was made: one who turned
 * the mail off, or whose address is not proved, gets none. A group (a listing's reports, its
 * signups) is mailed at most once a quarter hour per person: what arrives meanwhile waits and
 * goes out in one mail, counted, so a flood of events is two mails, not one each.
 */
export async function mailNotifications(
  db: Database,
  settings: NotificationMailSettings,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: notifications.id,
        userId: notifications.userId,
        type: sql<Pending['type']>`${notifications.type}`,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        groupKey: notifications.groupKey,
        summary: notifications.summary,
        untold: sql<number>`${notifications.count} - ${notifications.mailedCount}`.mapWith(Number),
        email: users.email,
        verified: sql<boolean>`${users.emailVerifiedAt} is not null`,
        firstName: users.firstName,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(eq(notifications.mailStatus, 'pending'), notHeldByMark(now)))
      .orderBy(notifications.createdAt)
      .limit(BATCH_SIZE)
      .for('update', { of: notifications, skipLocked: true });
    if (due.length === 0) return 0;
    const wanted = await wantedIds(tx, due);
    const mails: Promise<OutgoingMail>[] = [];
    const queued: string[] = [];
    const skipped: string[] = [];
    for (const batch of batchesOf(due)) {
      const newest = batch.at(-1) as Pending;
      const ids = batch.map((row) => row.id);
      if (!wanted.has(newest.id) || !newest.email) {
        skipped.push(...ids);
        continue;
      }
      // Another process mailed this group meanwhile: these wait for the group's next turn.
      if (newest.groupKey && !(await claimGroupMail(tx, newest.userId, newest.groupKey, now)))
        continue;
      const untold = batch.reduce((sum, row) => sum + row.untold, 0);
      mails.push(
        notificationTypeMail(settings, {
          ...newest,
          email: newest.email,
          ...shownTexts(newest, untold),
        }),
      );
      queued.push(...ids);
    }
    const written = await Promise.all(mails);
    await enqueueMails(tx, written, settings.logHeld);
    // Whatever was told, or not wanted, is not told again: only later events make the next mail.
    const settle = async (ids: string[], mailStatus: 'queued' | 'skipped') => {
      if (ids.length) {
        await tx
          .update(notifications)
          .set({ mailStatus, mailedCount: sql`${notifications.count}` })
          .where(inArray(notifications.id, ids));
      }
    };
    await settle(queued, 'queued');
    await settle(skipped, 'skipped');
    return written.length;
  });
}
