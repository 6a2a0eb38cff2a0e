import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client.ts';
import { conversations, messages } from '@/server/db/schema/chat.ts';
import { cycleOptIns, testCycles } from '@/server/db/schema/cycles.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { notifications } from '@/server/db/schema/notifications.ts';
import { saved } from '@/server/db/schema/saved.ts';
import { shortLinks } from '@/server/db/schema/sharing.ts';
import { type UserRow, users } from '@/server/db/schema/users.ts';
import { acceptancesOfPerson } from '@/server/features/agreements/acceptances.ts';
import { devicesOf } from '@/server/features/devices/device-fit.ts';
import { myFeedback, timelinesOf } from '@/server/features/feedback/tester-feedback.ts';
import { ratingsOfPerson } from '@/server/features/reputation/account-ratings.ts';
import { toListingContent } from '@/server/lib/listing-query.ts';
import { toPublicUser } from '@/server/lib/public-user.ts';
import type { AccountExport } from '@/shared/contracts/account-data.ts';
import type { Preference } from '@/shared/contracts/notifications.ts';

/**
 * How the person chose to hear of each kind of notification, defaults included: the notifications
 * feature's reading, handed in by the app (account-data.routes.ts) rather than imported.
 */
export type ReadNotificationChoices = (db: Database, user: UserRow) => Promise<Preference[]>;

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Everything held about the user, for them to take away: the profile as the API shows it (no
 * password hash, no provider subject), their listings, joins, saves, every message of their
 * conversations, the short links they made, the store accounts they opted in to test cycles with,
 * the terms they accepted to join (with the text they read), the reports they filed, the ratings
 * they gave and received, what they were told and how they chose to hear of it, and the devices
 * they test on.
 */
export async function exportAccountData(
  db: Database,
  user: UserRow,
  readNotificationChoices: ReadNotificationChoices,
  now = new Date(),
): Promise<AccountExport> {
  const [ownListings, joined, savedRows, threads, links, reports, told, choices, optIns, rated] =
    await Promise.all([
      db
        .select()
        .from(listings)
        .where(eq(listings.builderId, user.id))
        .orderBy(asc(listings.createdAt)),
      db
        .select({ interest: interests, listingName: listings.name })
        .from(interests)
        .innerJoin(listings, eq(listings.id, interests.listingId))
        .where(eq(interests.testerId, user.id))
        .orderBy(asc(interests.createdAt)),
      db
        .select({ saved, listingName: listings.name })
        .from(saved)
        .innerJoin(listings, eq(listings.id, saved.listingId))
        .where(eq(saved.userId, user.id))
        .orderBy(asc(saved.createdAt)),
      findConversations(db, user.id),
      db
        .select()
        .from(shortLinks)
        .where(eq(shortLinks.createdById, user.id))
        .orderBy(asc(shortLinks.createdAt)),
      myFeedback(db, user.id),
      db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, user.id))
        .orderBy(desc(notifications.createdAt), desc(notifications.id)),
      readNotificationChoices(db, user),
      db
        .select({ optIn: cycleOptIns, listingId: listings.id, listingName: listings.name })
        .from(cycleOptIns)
        .innerJoin(testCycles, eq(testCycles.id, cycleOptIns.cycleId))
        .innerJoin(listings, eq(listings.id, testCycles.listingId))
        .where(eq(cycleOptIns.testerId, user.id))
        .orderBy(asc(cycleOptIns.optedInOn)),
      ratingsOfPerson(db, user.id, now),
    ]);
  const [threadMessages, timelines, devices] = await Promise.all([
    findMessages(
      db,
      threads.map((thread) => thread.conversation.id),
    ),
    timelinesOf(
      db,
      reports.map((report) => report.id),
    ),
    devicesOf(db, [user.id]),
  ]);

  return {
    exportedAt: iso(now),
    profile: toPublicUser(user),
    listings: ownListings.map((listing) => ({
      ...toListingContent(listing),
      testerLimit: listing.testerLimit,
      screeningQuestions: listing.screeningQuestions,
      inactivityDays: listing.inactivityDays,
      accessInstructions: listing.accessInstructions,
    })),
    interests: joined.map(({ interest, listingName }) => ({
      softwareId: interest.listingId,
      softwareName: listingName,
      status: interest.status,
      answers: interest.answers,
      reason: interest.reason,
      createdAt: iso(interest.createdAt),
    })),
    saved: savedRows.map(({ saved: row, listingName }) => ({
      softwareId: row.listingId,
      softwareName: listingName,
      createdAt: iso(row.createdAt),
    })),
    conversations: threads.map(({ conversation, listingName, builder, tester }) => {
      const asBuilder = conversation.builderId === user.id;
      const other = asBuilder ? tester : builder;
      return {
        id: conversation.id,
        softwareId: conversation.listingId,
        softwareName: listingName,
        as: asBuilder ? ('Builder' as const) : ('Tester' as const),
        with: { firstName: other.firstName, lastName: other.lastName },
        createdAt: iso(conversation.createdAt),
        messages: (threadMessages.get(conversation.id) ?? []).map((message) => ({
          id: message.id,
          sentByMe: message.senderId === user.id,
          content: message.content,
          readAt: isoOrNull(message.readAt),
          createdAt: iso(message.createdAt),
        })),
      };
    }),
    shortLinks: links.map((link) => ({
      shortCode: link.shortCode,
      originalUrl: link.originalUrl,
      softwareId: link.listingId,
      clicks: link.clicks,
      createdAt: iso(link.createdAt),
    })),
    cycleOptIns: optIns.map(({ optIn, listingId, listingName }) => ({
      cycleId: optIn.cycleId,
      softwareId: listingId,
      softwareName: listingName,
      storeEmail: optIn.storeEmail,
      optedInOn: optIn.optedInOn,
    })),
    agreementAcceptances: await acceptancesOfPerson(db, user.id),
    feedback: reports.map((report) => ({ ...report, timeline: timelines.get(report.id) ?? [] })),
    notifications: told.map((notice) => ({
      type: notice.type,
      title: notice.title,
      body: notice.body,
      link: notice.link,
      count: notice.count,
      inApp: notice.inApp,
      createdAt: iso(notice.createdAt),
      readAt: isoOrNull(notice.readAt),
    })),
    notificationChoices: choices,
    ratingsGiven: rated.given,
    ratingsReceived: rated.received,
    devices: devices.get(user.id) ?? [],
  };
}

async function findConversations(db: Database, userId: string) {
  const builders = alias(users, 'builders');
  const testers = alias(users, 'testers');
  return db
    .select({
      conversation: conversations,
      listingName: listings.name,
      builder: { firstName: builders.firstName, lastName: builders.lastName },
      tester: { firstName: testers.firstName, lastName: testers.lastName },
    })
    .from(conversations)
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .innerJoin(builders, eq(builders.id, conversations.builderId))
    .innerJoin(testers, eq(testers.id, conversations.testerId))
    .where(or(eq(conversations.builderId, userId), eq(conversations.testerId, userId)))
    .orderBy(asc(conversations.createdAt));
}

/** The messages of these conversations, oldest first, by conversation. */
async function findMessages(db: Database, conversationIds: string[]) {
  const byConversation = new Map<string, (typeof messages.$inferSelect)[]>();
  if (conversationIds.length === 0) return byConversation;
  const rows = await db
    .select()
    .from(messages)
    .where(inArray(messages.conversationId, conversationIds))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  for (const row of rows) {
    const list = byConversation.get(row.conversationId) ?? [];
    list.push(row);
    byConversation.set(row.conversationId, list);
  }
  return byConversation;
}
