import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { cycleBuildFixes, cycleBuilds } from '@/server/db/schema/cycles.ts';
import { feedback } from '@/server/db/schema/feedback.ts';
import type { CycleBuild } from '@/shared/contracts/cycle-builds.ts';
import { daysBetween } from '@/shared/cycles/calendar-dates.ts';
import type { CycleRow } from './cycle-view.ts';

/**
 * Who reads the changelog. A report is its reporter's and the builder's business (the feedback
 * board is the builder's alone), so a tester sees the titles of their own fixed reports and only
 * that another tester's report was fixed.
 */
export type ChangelogReader = { role: 'builder' } | { role: 'tester'; id: string };

export const ANOTHER_TESTERS_REPORT = 'A report from another tester';

/** Day 1 is the start date; a build posted before the cycle started is on day 0. */
const dayOf = (cycle: CycleRow, date: string) =>
  Math.max(0, daysBetween(cycle.startDate, date) + 1);

/**
 * The cycle's build updates (or the one named), newest first, each with the reports it fixed,
 * oldest report first.
 */
export async function buildsOf(
  db: Database,
  cycle: CycleRow,
  reader: ChangelogReader,
  onlyBuildId?: string,
): Promise<CycleBuild[]> {
  const builds = await db
    .select()
    .from(cycleBuilds)
    .where(
      and(
        eq(cycleBuilds.cycleId, cycle.id),
        onlyBuildId ? eq(cycleBuilds.id, onlyBuildId) : undefined,
      ),
    )
    .orderBy(desc(cycleBuilds.createdAt), desc(cycleBuilds.id));
  if (builds.length === 0) return [];
  const fixes = await db
    .select({
      buildId: cycleBuildFixes.buildId,
      feedbackId: feedback.id,
      title: feedback.title,
      status: feedback.status,
      reporterId: feedback.reporterId,
    })
    .from(cycleBuildFixes)
    // A fix of a report a moderator removed names nothing.
    .innerJoin(
      feedback,
      and(eq(feedback.id, cycleBuildFixes.feedbackId), isNull(feedback.removedAt)),
    )
    .where(
      inArray(
        cycleBuildFixes.buildId,
        builds.map((build) => build.id),
      ),
    )
    .orderBy(asc(feedback.createdAt), asc(feedback.id));
  const seesTitle = (reporterId: string) => reader.role === 'builder' || reader.id === reporterId;
  return builds.map((build) => ({
    id: build.id,
    cycleId: build.cycleId,
    version: build.version,
    notes: build.notes,
    postedOn: build.postedOn,
    day: dayOf(cycle, build.postedOn),
    fixes: fixes
      .filter((fix) => fix.buildId === build.id)
      .map(({ feedbackId, title, status, reporterId }) => ({
        feedbackId,
        title: seesTitle(reporterId) ? title : ANOTHER_TESTERS_REPORT,
        status,
      })),
    createdAt: build.createdAt.toISOString(),
  }));
}
