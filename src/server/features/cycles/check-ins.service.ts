import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { cycleCheckIns, cycleOptIns } from '@/server/db/schema/cycles.ts';
import { objects } from '@/server/db/schema/images.ts';
import { hideImages, ownImagesToHide } from '@/server/features/images/image-ownership.ts';
import { announceTouch, touchSignupUpdate } from '@/server/features/interests/activity.ts';
import { badRequest, conflict, forbidden, notFound } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { CheckIn, CheckInBody } from '@/shared/contracts/cycle-check-ins.ts';
import type { CheckInVerdict } from '@/shared/cycles/cycle-day-types.ts';
import { checkInVerdict } from '@/shared/cycles/cycle-days.ts';
import { findCheckIns, toCheckIn } from './check-in-query.ts';
import { type CycleRow, cycleStanding, heldCycle, readableCycle } from './cycle-view.ts';

type Refusal = Extract<CheckInVerdict, { accepted: false }>['reason'];

/** Why a check-in for `date` is not taken now, in words the tester can act on. */
function notTodayMessage(reason: Refusal, cycle: CycleRow, today: string, date: string): string {
  switch (reason) {
    case 'past-date':
      return `Check-ins for past days are closed: today is ${today} in ${cycle.timeZone}`;
    case 'future-date':
      return `${date} has not begun yet in ${cycle.timeZone}: check in for today, ${today}`;
    case 'not-started':
      return `Day 1 starts on ${cycle.startDate} (${cycle.timeZone}): check in from then`;
    case 'ended':
      return 'This cycle has ended, so it takes no more check-ins';
  }
}

const notInCycle = (message: string) => forbidden('not_in_cycle', message);

const SCREENSHOT_MESSAGE = 'Attach an image you uploaded for this check-in';
const screenshotRefused = () =>
  badRequest('validation_failed', SCREENSHOT_MESSAGE, { screenshot: SCREENSHOT_MESSAGE });

/**
 * A tester who holds a place and has opted in says "I used it today": once per cycle date, for
 * today's date in the cycle's zone only (decision 025). Its screenshot becomes private to the
 * tester and the builder. It counts as activity, so their place is not released for silence.
 */
export async function checkIn(
  ctx: ServiceContext,
  testerId: string,
  cycleId: string,
  body: CheckInBody,
  now = ctx.clock.now(),
): Promise<CheckIn> {
  const { db, bus } = ctx;
  const { cycle, viewer } = await readableCycle(db, cycleId, testerId);
  if (viewer.role !== 'tester' || viewer.status !== 'Accepted')
    throw notInCycle('Only testers with a place on this listing can check in to its test cycle');
  const [optIn] = await db
    .select({ leftOn: cycleOptIns.leftOn })
    .from(cycleOptIns)
    .where(and(eq(cycleOptIns.cycleId, cycleId), eq(cycleOptIns.testerId, testerId)));
  if (!optIn || optIn.leftOn !== null)
    throw notInCycle('Confirm that you have opted in to this test cycle before checking in');
  const { status, today } = cycleStanding(cycle, now);
  const verdict: CheckInVerdict =
    status === 'Ended'
      ? { accepted: false, reason: 'ended' }
      : checkInVerdict(cycle, body.date, now);
  if (!verdict.accepted)
    throw conflict('check_in_not_today', notTodayMessage(verdict.reason, cycle, today, body.date));

  const { row, touched } = await db.transaction(async (tx) => {
    // Ended early while this request ran: refused as the check above would have.
    if (cycleStanding(await heldCycle(tx, cycleId), now).status === 'Ended')
      throw conflict('check_in_not_today', notTodayMessage('ended', cycle, today, body.date));
    const screenshotIds = await ownImagesToHide(
      tx,
      testerId,
      body.screenshot ? [body.screenshot] : [],
    );
    if (!screenshotIds) throw screenshotRefused();
    const [inserted] = await tx
      .insert(cycleCheckIns)
      .values({
        cycleId,
        testerId,
        checkedInOn: body.date,
        note: body.note || null,
        screenshotId: screenshotIds[0] ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted)
      throw conflict('already_checked_in', `You have already checked in for ${body.date}`);
    await hideImages(tx, screenshotIds);
    const [signup] = await touchSignupUpdate(tx, testerId, cycle.listingId);
    return { row: inserted, touched: signup };
  });
  if (touched) await announceTouch({ bus }, testerId, cycle.listingId, touched);
  await bus.publish({ type: 'cycle_changed', cycleId, listingId: cycle.listingId });
  return toCheckIn(cycle, row);
}

/** Every check-in of the cycle to its builder, newest first; a tester's own to that tester. */
export async function listCheckIns(
  db: Database,
  userId: string,
  cycleId: string,
): Promise<CheckIn[]> {
  const { cycle, viewer } = await readableCycle(db, cycleId, userId);
  const rows = await findCheckIns(
    db,
    cycleId,
    viewer.role === 'builder' ? undefined : eq(cycleCheckIns.testerId, userId),
  );
  return rows.map((row) => toCheckIn(cycle, row));
}

/**
 * A check-in's screenshot, to the tester who took it and the cycle's builder; anyone else is told
 * there is none.
 */
export async function findCheckInScreenshot(
  db: Database,
  userId: string,
  { cycleId, testerId, date }: { cycleId: string; testerId: string; date: string },
): Promise<{ contentType: string; bytes: Buffer }> {
  const { viewer } = await readableCycle(db, cycleId, userId);
  const screenshotNotFound = notFound('image_not_found', 'Screenshot not found');
  if (viewer.role !== 'builder' && testerId !== userId) throw screenshotNotFound;
  const [image] = await db
    .select({ contentType: objects.contentType, bytes: objects.bytes })
    .from(cycleCheckIns)
    .innerJoin(objects, eq(objects.id, cycleCheckIns.screenshotId))
    .where(
      and(
        eq(cycleCheckIns.cycleId, cycleId),
        eq(cycleCheckIns.testerId, testerId),
        eq(cycleCheckIns.checkedInOn, date),
        eq(objects.variant, 'full'),
      ),
    );
  if (!image) throw screenshotNotFound;
  return image;
}
