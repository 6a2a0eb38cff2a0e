import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { digestRuns } from '@/server/db/schema/mail.ts';
import { users } from '@/server/db/schema/users.ts';
import { enqueueMails, type HeldMailLog } from '@/server/features/mail/outbox.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { DigestPreview } from '@/shared/contracts/admin.ts';
import { countOf } from '@/shared/plural.ts';
import { digestMail } from './digest-mail.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface DigestSettings {
  publicUrl: string;
  sessionSecret: string;
  logHeld?: HeldMailLog;
}

/** The ISO week a moment falls in, e.g. "2026-W48": the key that makes a week's digest unique. */
export function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

async function digestContent(db: Database, now: Date) {
  const newListings = await db
    .select({ id: listings.id, name: listings.name, shortDescription: listings.shortDescription })
    .from(listings)
    .where(
      and(
        eq(listings.status, 'Open'),
        isNull(listings.hiddenAt),
        gt(listings.createdAt, new Date(now.getTime() - WEEK_MS)),
      ),
    )
    .orderBy(desc(listings.createdAt))
    .limit(50);
  const recipients = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    // Only a proved address: mail to one the owner never confirmed may be to a stranger.
    .where(
      and(
        eq(users.wantsWeeklyDigest, true),
        isNotNull(users.email),
        isNotNull(users.emailVerifiedAt),
      ),
    );
  return { listings: newListings, recipients };
}

export async function previewDigest(db: Database, now = new Date()): Promise<DigestPreview> {
  const week = isoWeek(now);
  const { listings, recipients } = await digestContent(db, now);
  const [run] = await db.select().from(digestRuns).where(eq(digestRuns.week, week));
  return {
    week,
    alreadySent: Boolean(run),
    recipients: listings.length ? recipients.length : 0,
    listings,
  };
}

/**
 * Sends this week's digest once, however many processes try: the one whose insert of the week's
 * row succeeds sends; the others find the row there and stop. No new listings, no mail.
 */
export async function runWeeklyDigest(
  db: Database,
  settings: DigestSettings,
  now = new Date(),
): Promise<{ sent: boolean; recipients: number; message: string }> {
  const week = isoWeek(now);
  const { listings, recipients } = await digestContent(db, now);
  // Nothing to send leaves the week unclaimed, so a later run that week can still send.
  if (listings.length === 0 || recipients.length === 0) {
    const reason = listings.length === 0 ? 'No new listings' : 'No subscribers';
    return { sent: false, recipients: 0, message: `${reason} this week: no digest for ${week}` };
  }
  const [claimed] = await db.insert(digestRuns).values({ week }).onConflictDoNothing().returning();
  if (!claimed)
    return { sent: false, recipients: 0, message: `The digest for ${week} was already sent` };
  const mails = await Promise.all(
    recipients.map((recipient) => digestMail(settings, recipient, listings, now)),
  );
  const queued = await enqueueMails(db, mails, settings.logHeld);
  await db
    .update(digestRuns)
    .set({ finishedAt: new Date(), recipients: queued })
    .where(eq(digestRuns.week, week));
  return {
    sent: true,
    recipients: queued,
    message: `Digest for ${week} queued for ${countOf(queued, 'subscriber', 'subscribers')}${
      settings.logHeld ? '; kept in the outbox, not sent: no SMTP_URL is set' : ''
    }`,
  };
}

/** Whether the user wants the digest; null when there is no such user (an account deleted since). */
export async function isSubscribedToDigest(db: Database, userId: string): Promise<boolean | null> {
  const [user] = await db
    .select({ wantsWeeklyDigest: users.wantsWeeklyDigest })
    .from(users)
    .where(eq(users.id, userId));
  return user ? user.wantsWeeklyDigest : null;
}

export async function unsubscribeFromDigest(
  { db, bus }: ServiceContext,
  userId: string,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ wantsWeeklyDigest: false })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (updated.length === 0) return false;
  await bus.publish({ type: 'user_changed', userId });
  return true;
}
