import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { cycleOptIns, testCycles } from '@/server/db/schema/cycles.ts';
import { feedback } from '@/server/db/schema/feedback.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { placeSpells, ratings } from '@/server/db/schema/reputation.ts';
import type { BusEvent } from '@/server/lib/event-bus.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import { refreshRecords } from './refresh-records.ts';

/** How long events are gathered before their people are refreshed together. */
const GATHER_MS = 5;

/** What some events touched: people named, and things whose people must be looked up. */
interface Touched {
  people: Set<string>;
  reports: Set<string>;
  cycles: Set<string>;
  listings: Set<string>;
  raters: Set<string>;
}

const nothingTouched = (): Touched => ({
  people: new Set(),
  reports: new Set(),
  cycles: new Set(),
  listings: new Set(),
  raters: new Set(),
});

/** Notes whom the event may have changed the record of; false when it changes none. */
function note(touched: Touched, event: BusEvent): boolean {
  switch (event.type) {
    case 'feedback_changed':
      touched.people.add(event.reporterId);
      touched.reports.add(event.feedbackId);
      return true;
    case 'interest_changed':
      touched.people.add(event.testerId);
      return true;
    case 'viewer_flags_changed':
      touched.people.add(event.userId);
      return true;
    case 'cycle_changed':
      touched.cycles.add(event.cycleId);
      return true;
    case 'message_created':
      touched.people.add(event.senderId);
      for (const recipient of event.recipients) touched.people.add(recipient);
      return true;
    case 'listing_changed':
      // A listing closed, reopened or deleted: its places' ends moved. Other changes (and the
      // badges this follower announces) move no figure.
      if (event.pages) touched.listings.add(event.listingId);
      return event.pages;
    case 'user_changed':
      // Their abuse removal stops their ratings counting for those they rated.
      touched.people.add(event.userId);
      touched.raters.add(event.userId);
      return true;
    default:
      return false;
  }
}

const column = <T>(rows: { id: T }[]) => rows.map((row) => row.id);

/** Everyone whose record the touched things may have moved, in a query per kind of thing. */
async function peopleTouched(db: Database, touched: Touched): Promise<string[]> {
  const people = new Set(touched.people);
  const lookups: Promise<string[]>[] = [];
  if (touched.reports.size > 0)
    lookups.push(
      db
        .select({ id: listings.builderId })
        .from(feedback)
        .innerJoin(listings, eq(listings.id, feedback.listingId))
        .where(inArray(feedback.id, [...touched.reports]))
        .then(column),
    );
  if (touched.cycles.size > 0) {
    const cycleIds = [...touched.cycles];
    lookups.push(
      db
        .select({ id: listings.builderId })
        .from(testCycles)
        .innerJoin(listings, eq(listings.id, testCycles.listingId))
        .where(inArray(testCycles.id, cycleIds))
        .then(column),
      db
        .select({ id: cycleOptIns.testerId })
        .from(cycleOptIns)
        .where(inArray(cycleOptIns.cycleId, cycleIds))
        .then(column),
    );
  }
  if (touched.listings.size > 0) {
    const listingIds = [...touched.listings];
    lookups.push(
      db
        .selectDistinct({ id: placeSpells.testerId })
        .from(placeSpells)
        .where(inArray(placeSpells.listingId, listingIds))
        .then(column),
      db
        .select({ id: listings.builderId })
        .from(listings)
        .where(inArray(listings.id, listingIds))
        .then(column),
    );
  }
  if (touched.raters.size > 0)
    lookups.push(
      db
        .selectDistinct({ id: ratings.rateeId })
        .from(ratings)
        .where(inArray(ratings.raterId, [...touched.raters]))
        .then(column),
    );
  for (const ids of await Promise.all(lookups)) for (const id of ids) people.add(id);
  return [...people];
}

export interface RecordsFollower {
  /** Takes in an event this process published. */
  hear(event: BusEvent): void;
  /** Settles once every event heard so far has had its people refreshed. */
  settled(): Promise<void>;
}

/**
 * Keeps records current as events happen: the people an event touches are gathered for a few
 * milliseconds, so one change's events (and a burst of changes) cost one refresh of everyone they
 * touched, one refresh after another. A failure is logged; the hourly job heals what it missed.
 */
export function createRecordsFollower(
  ctx: ServiceContext,
  log: (err: unknown) => void,
): RecordsFollower {
  let gathering = nothingTouched();
  let timer: NodeJS.Timeout | null = null;
  let work: Promise<void> = Promise.resolve();
  const refresh = () => {
    timer = null;
    const touched = gathering;
    gathering = nothingTouched();
    work = work
      .then(async () => refreshRecords(ctx, await peopleTouched(ctx.db, touched)))
      .catch(log);
  };
  return {
    hear(event) {
      if (note(gathering, event) && !timer) timer = setTimeout(refresh, GATHER_MS);
    },
    async settled() {
      for (;;) {
        if (timer) {
          clearTimeout(timer);
          refresh();
        }
        const current = work;
        await current;
        if (!timer && current === work) return;
      }
    },
  };
}
