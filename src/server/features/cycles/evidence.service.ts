import { eq } from 'drizzle-orm';
import { listings } from '@/server/db/schema/listings.ts';
import { acceptancesOfTesters } from '@/server/features/agreements/acceptances.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import { type CycleEvidence, STORE_DECIDES_NOTICE } from '@/shared/contracts/cycle-evidence.ts';
import { getBoard } from './board.service.ts';
import { buildsOf } from './builds-query.ts';
import { findCheckIns, toCheckIn } from './check-in-query.ts';
import { cycleNotFound, cycleStanding, readableCycle } from './cycle-view.ts';
import { draftAnswers } from './evidence-answers.ts';
import { evidenceCsv } from './evidence-csv.ts';
import { reportsDuring } from './evidence-reports.ts';
import { slugOf } from './roster-csv.service.ts';

/**
 * The builder's record of a cycle: its dates, the board, every check-in with its note, the
 * reports filed during it, the build updates, the terms its testers accepted, and draft answers to Play's questions made from
 * them. A scheduled cycle gives a pack with nothing in it yet. Anyone else learns nothing (404);
 * testers and admins are refused by role before this.
 */
export async function getEvidence(
  ctx: ServiceContext,
  builderId: string,
  cycleId: string,
  now = ctx.clock.now(),
): Promise<CycleEvidence> {
  const { db } = ctx;
  const { cycle, viewer } = await readableCycle(db, cycleId, builderId);
  if (viewer.role !== 'builder') throw cycleNotFound();
  const [listing] = await db
    .select({ id: listings.id, name: listings.name })
    .from(listings)
    .where(eq(listings.id, cycle.listingId));
  const { status, lastDate } = cycleStanding(cycle, now);
  const board = await getBoard(ctx, builderId, cycleId, now);
  const builds = await buildsOf(db, cycle, { role: 'builder' });
  const testerIds = board.testers.map((tester) => tester.testerId);
  const [checkIns, reports, agreements] = await Promise.all([
    findCheckIns(db, cycleId),
    reportsDuring(db, cycle, lastDate, builds),
    acceptancesOfTesters(db, cycle.listingId, testerIds),
  ]);
  const pack = {
    listing: listing ?? { id: cycle.listingId, name: '' },
    cycle: {
      id: cycle.id,
      kind: cycle.kind,
      timeZone: cycle.timeZone,
      startDate: cycle.startDate,
      lastDate,
      status,
      testersRequired: cycle.testersRequired,
      lengthDays: cycle.lengthDays,
    },
    board,
    // A record reads in the order things happened.
    checkIns: checkIns.map((row) => toCheckIn(cycle, row)).reverse(),
    reports,
    builds,
    agreements,
  };
  return {
    notice: STORE_DECIDES_NOTICE,
    generatedAt: now.toISOString(),
    ...pack,
    answers: draftAnswers({ ...pack, listingName: pack.listing.name }),
  };
}

/** The pack as one CSV file, named after the listing and the cycle's start date. */
export async function getEvidenceCsv(
  ctx: ServiceContext,
  builderId: string,
  cycleId: string,
): Promise<{ fileName: string; body: string }> {
  const pack = await getEvidence(ctx, builderId, cycleId);
  return {
    fileName: `${slugOf(pack.listing.name)}-evidence-${pack.cycle.startDate}.csv`,
    body: evidenceCsv(pack),
  };
}
