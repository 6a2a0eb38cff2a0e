import type { App } from '@/server/app.ts';
import type { Database } from '@/server/db/client.ts';
import { messages } from '@/server/db/schema/chat.ts';
import { abuseReports, listingHides } from '@/server/db/schema/moderation.ts';
import { ratings } from '@/server/db/schema/reputation.ts';
import { moderationPaths } from '@/shared/contracts/moderation-paths.ts';
import type { ReportReason, ReportTarget } from '@/shared/contracts/moderation-rules.ts';

const DAY_MS = 86_400_000;

/** POST /api/reports as the person whose cookie it is. */
export const fileReport = (
  app: App,
  cookie: string,
  body: { targetType: ReportTarget; targetId: string; reason?: ReportReason; details?: string },
) =>
  app.inject({
    method: 'POST',
    url: moderationPaths.reports,
    headers: { cookie },
    payload: { reason: 'spam', ...body },
  });

/** Reports written straight into the table, for the admin's side: open and spam unless told. */
export function insertAbuseReports(
  db: Database,
  reports: (Pick<typeof abuseReports.$inferInsert, 'targetType' | 'targetId'> &
    Partial<typeof abuseReports.$inferInsert>)[],
) {
  return db
    .insert(abuseReports)
    .values(reports.map((report) => ({ reason: 'spam' as const, ...report })))
    .returning();
}

/** A message in a conversation, written as the chat service would store it. */
export async function insertMessage(
  db: Database,
  values: { conversationId: string; senderId: string; content: string },
): Promise<string> {
  const [row] = await db.insert(messages).values(values).returning({ id: messages.id });
  return row?.id as string;
}

/**
 * A tester's rating of a builder on a listing, given `daysAgo` days back: one given more than the
 * reveal window ago is shown, a fresh one with no counterpart is not.
 */
export async function insertRating(
  db: Database,
  values: {
    listingId: string;
    raterId: string;
    rateeId: string;
    daysAgo: number;
    comment?: string;
    reply?: string;
  },
): Promise<string> {
  const given = new Date(Date.now() - values.daysAgo * DAY_MS);
  const [row] = await db
    .insert(ratings)
    .values({
      listingId: values.listingId,
      listingName: 'Rated listing',
      raterId: values.raterId,
      rateeId: values.rateeId,
      raterSide: 'tester',
      stars: 2,
      comment: values.comment ?? null,
      reply: values.reply ?? null,
      createdAt: given,
      updatedAt: given,
    })
    .returning({ id: ratings.id });
  return row?.id as string;
}

/** Why a listing is hidden, as the actions service writes it (the caller sets `hidden_at`). */
export function insertListingHide(
  db: Database,
  values: Pick<typeof listingHides.$inferInsert, 'listingId'> &
    Partial<typeof listingHides.$inferInsert>,
) {
  return db
    .insert(listingHides)
    .values({ cause: 'moderation', reason: 'Phishing links', hiddenAt: new Date(), ...values });
}
