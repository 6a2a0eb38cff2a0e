import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { feedback, feedbackEvents } from '@/server/db/schema/feedback.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { placeSpells } from '@/server/db/schema/reputation.ts';
import type { TesterRecord } from '@/shared/contracts/reputation.ts';
import { cycleEvents } from './cycle-events.ts';
import {
  averageOf,
  durationWords,
  type EventsByFigure,
  hoursBetween,
  type PersonEvent,
  shareOf,
} from './person-events.ts';
import { ratingEvents } from './rating-events.ts';

const SPELL_ENDINGS = {
  left: 'Left',
  declined: 'Declined by the builder',
  released: 'Released for silence',
  waitlisted: 'Moved to the waitlist',
  listing_deleted: 'Held until the listing was deleted',
} as const;

/**
 * Places: each accepted place that is over (ended, or still held on a closed listing) counts for
 * betasHeld when it was held to the end; every release counts against releasedForSilence.
 */
async function spellEvents(db: Database, userIds: string[]): Promise<PersonEvent[]> {
  const rows = await db
    .select({
      spell: placeSpells,
      listingStatus: listings.status,
      listingUpdatedAt: listings.updatedAt,
    })
    .from(placeSpells)
    .leftJoin(listings, eq(listings.id, placeSpells.listingId))
    .where(
      and(
        inArray(placeSpells.testerId, userIds),
        or(
          eq(placeSpells.endedBy, 'released'),
          and(
            isNotNull(placeSpells.acceptedAt),
            or(isNotNull(placeSpells.endedAt), eq(listings.status, 'Closed')),
          ),
        ),
      ),
    );
  return rows.flatMap(({ spell, listingStatus, listingUpdatedAt }) => {
    const base = {
      userId: spell.testerId,
      listingId: spell.listingId,
      listingName: spell.listingName,
      sourceId: spell.id,
    };
    const at = spell.endedAt ?? listingUpdatedAt ?? spell.startedAt;
    const events: PersonEvent[] = [];
    if (spell.acceptedAt && (spell.endedAt || listingStatus === 'Closed')) {
      const ending = spell.endedBy ? SPELL_ENDINGS[spell.endedBy] : 'Held until the beta closed';
      const label =
        spell.endedBy === 'left'
          ? `Left after ${durationWords(hoursBetween(spell.acceptedAt, at))}`
          : ending;
      const held = spell.endedAt === null || spell.endedBy === 'listing_deleted';
      events.push({ ...base, figure: 'tester.betasHeld', label, at, counts: held });
    }
    if (spell.endedBy === 'released')
      events.push({
        ...base,
        figure: 'tester.releasedForSilence',
        label: SPELL_ENDINGS.released,
        at,
        counts: false,
      });
    return events;
  });
}

/** Reports filed, and what became of them. */
async function reportEvents(db: Database, userIds: string[]): Promise<PersonEvent[]> {
  const rows = await db
    .select({
      id: feedback.id,
      reporterId: feedback.reporterId,
      listingId: feedback.listingId,
      listingName: listings.name,
      title: feedback.title,
      status: feedback.status,
      createdAt: feedback.createdAt,
      firstResponseAt: feedback.firstResponseAt,
    })
    .from(feedback)
    .innerJoin(listings, eq(listings.id, feedback.listingId))
    // A report a moderator removed is no figure of anyone's.
    .where(and(inArray(feedback.reporterId, userIds), isNull(feedback.removedAt)));
  return rows.flatMap((row) => {
    const base = {
      userId: row.reporterId,
      listingId: row.listingId,
      listingName: row.listingName,
      label: row.title,
      sourceId: row.id,
      at: row.createdAt,
      counts: true,
    };
    const events: PersonEvent[] = [{ ...base, figure: 'tester.reports.filed' }];
    if (row.firstResponseAt)
      events.push({ ...base, figure: 'tester.reports.acknowledged', at: row.firstResponseAt });
    if (row.status === 'Fixed' || row.status === 'Verified')
      events.push({ ...base, figure: 'tester.reports.fixed' });
    if (row.status === 'Duplicate') events.push({ ...base, figure: 'tester.reports.duplicate' });
    return events;
  });
}

/** Fixes the tester confirmed: reports they moved to Verified, each once. */
async function verifiedEvents(db: Database, userIds: string[]): Promise<PersonEvent[]> {
  const rows = await db
    .select({
      feedbackId: feedbackEvents.feedbackId,
      actorId: sql<string>`${feedbackEvents.actorId}`,
      at: sql<Date>`min(${feedbackEvents.createdAt})`.mapWith(feedbackEvents.createdAt),
      title: feedback.title,
      listingId: feedback.listingId,
      listingName: listings.name,
    })
    .from(feedbackEvents)
    .innerJoin(feedback, eq(feedback.id, feedbackEvents.feedbackId))
    .innerJoin(listings, eq(listings.id, feedback.listingId))
    .where(
      and(
        inArray(feedbackEvents.actorId, userIds),
        isNull(feedback.removedAt),
        eq(feedbackEvents.kind, 'status'),
        eq(feedbackEvents.status, 'Verified'),
      ),
    )
    .groupBy(
      feedbackEvents.feedbackId,
      feedbackEvents.actorId,
      feedback.title,
      feedback.listingId,
      listings.name,
    );
  return rows.map((row) => ({
    userId: row.actorId,
    figure: 'tester.fixesVerified',
    listingId: row.listingId,
    listingName: row.listingName,
    label: row.title,
    sourceId: row.feedbackId,
    at: row.at,
    counts: true,
  }));
}

/** Every event of these testers' records at `now`, in a few queries for the whole batch. */
export async function testerEvents(
  db: Database,
  userIds: string[],
  now: Date,
): Promise<PersonEvent[]> {
  const batches = await Promise.all([
    spellEvents(db, userIds),
    cycleEvents(db, userIds, now),
    reportEvents(db, userIds),
    verifiedEvents(db, userIds),
    ratingEvents(db, userIds, 'builder', now),
  ]);
  return batches.flat();
}

export function testerRecordOf(events: EventsByFigure): TesterRecord {
  return {
    betasHeld: shareOf(events('tester.betasHeld')),
    cyclesHeld: shareOf(events('tester.cyclesHeld')),
    checkIns: shareOf(events('tester.checkIns')),
    releasedForSilence: events('tester.releasedForSilence').length,
    reports: {
      filed: events('tester.reports.filed').length,
      acknowledged: events('tester.reports.acknowledged').length,
      fixed: events('tester.reports.fixed').length,
      duplicate: events('tester.reports.duplicate').length,
    },
    fixesVerified: events('tester.fixesVerified').length,
    rating: averageOf(events('tester.rating')),
  };
}
