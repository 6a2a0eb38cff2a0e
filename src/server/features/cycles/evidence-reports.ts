import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { feedback } from '@/server/db/schema/feedback.ts';
import { users } from '@/server/db/schema/users.ts';
import type { CycleBuild } from '@/shared/contracts/cycle-builds.ts';
import type { CycleEvidence } from '@/shared/contracts/cycle-evidence.ts';
import { addDays, startOfDateInZone } from '@/shared/cycles/calendar-dates.ts';
import { fullName } from '@/shared/person-name.ts';
import type { CycleRow } from './cycle-view.ts';

/**
 * The reports filed on the listing during the cycle's dates (from the first instant of its start
 * date to the end of its last, in its zone), oldest first, each with the latest of the cycle's
 * builds that named it fixed and whether its reporter confirmed the fix (Verified is theirs alone
 * to set). Read from feedback's table, not its services: the pack is the builder's, who reads
 * every report of their listing.
 */
export async function reportsDuring(
  db: Database,
  cycle: CycleRow,
  lastDate: string,
  builds: CycleBuild[],
): Promise<CycleEvidence['reports']> {
  const rows = await db
    .select({
      id: feedback.id,
      title: feedback.title,
      kind: feedback.kind,
      status: feedback.status,
      createdAt: feedback.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.reporterId))
    .where(
      and(
        eq(feedback.listingId, cycle.listingId),
        isNull(feedback.removedAt),
        gte(feedback.createdAt, startOfDateInZone(cycle.startDate, cycle.timeZone)),
        lt(feedback.createdAt, startOfDateInZone(addDays(lastDate, 1), cycle.timeZone)),
      ),
    )
    .orderBy(asc(feedback.createdAt), asc(feedback.id));
  // Builds come newest first: the first to name a report is the latest that fixed it.
  const fixedIn = new Map<string, string>();
  for (const build of builds)
    for (const fix of build.fixes)
      if (!fixedIn.has(fix.feedbackId)) fixedIn.set(fix.feedbackId, build.version);
  return rows.map((report) => ({
    id: report.id,
    title: report.title,
    kind: report.kind,
    status: report.status,
    reporter: fullName(report) || 'A tester',
    createdAt: report.createdAt.toISOString(),
    fixedIn: fixedIn.get(report.id) ?? null,
    verified: report.status === 'Verified',
  }));
}
