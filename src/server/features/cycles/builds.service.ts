import { and, eq } from 'drizzle-orm';
import { cycleBuildFixes, cycleBuilds, testCycles } from '@/server/db/schema/cycles.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { announceFixes, markFixedInBuild } from '@/server/features/feedback/fixed-in-build.ts';
import { notify } from '@/server/features/notifications/notify.ts';
import { conflict } from '@/server/lib/app-error.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { CreateBuildBody, CycleBuild } from '@/shared/contracts/cycle-builds.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { snippetOf } from '@/shared/snippet.ts';
import { buildsOf, type ChangelogReader } from './builds-query.ts';
import { cycleNotFound, cycleStanding, readableCycle } from './cycle-view.ts';

const BUILDER = { role: 'builder' } as const;

/** The notes' first line is what a tester reads in the notice; the changelog has the rest. */
const firstLineOf = (notes: string) => snippetOf(notes.split(/\r?\n/, 1)[0] ?? '') || null;

/**
 * Every tester holding a place on the listing is told to update, in the app and by mail as each
 * chose: a place is what they test with, whether or not they have opted in to the cycle yet.
 */
async function tellTestersToUpdate(
  ctx: ServiceContext,
  builderId: string,
  listing: { id: string; name: string },
  build: { version: string; notes: string },
) {
  const testers = await ctx.db
    .select({ id: interests.testerId })
    .from(interests)
    .where(and(eq(interests.listingId, listing.id), eq(interests.status, 'Accepted')));
  await notify(
    ctx,
    testers.map(({ id }) => ({
      userId: id,
      type: 'build_posted' as const,
      title: `${listing.name} ${build.version} is out: update to test it`,
      body: firstLineOf(build.notes),
      link: clientRoutes.myDemos,
      // The notes are the builder's words.
      actorId: builderId,
    })),
  );
}

/**
 * The builder posts a build update to a scheduled or running cycle. In one transaction the build,
 * the reports it fixes and their move to Fixed (feedback's own status change, with its timeline
 * entry) commit together, or nothing does. The cycle's row is shared-locked so an end cannot slip
 * in between the check and the insert. After commit the reporters are asked to verify, every
 * tester is told to update, and the cycle's pages re-read it.
 */
export async function postBuild(
  ctx: ServiceContext,
  builderId: string,
  cycleId: string,
  body: CreateBuildBody,
  now = ctx.clock.now(),
): Promise<CycleBuild> {
  const posted = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ cycle: testCycles, builderId: listings.builderId, name: listings.name })
      .from(testCycles)
      .innerJoin(listings, eq(listings.id, testCycles.listingId))
      .where(eq(testCycles.id, cycleId))
      .for('share', { of: testCycles });
    // Another builder learns nothing of the cycle; testers and admins are refused by role.
    if (!found || found.builderId !== builderId) throw cycleNotFound();
    const { status, today } = cycleStanding(found.cycle, now);
    if (status === 'Ended')
      throw conflict(
        'cycle_ended',
        'This test cycle has ended: post the build to a cycle that is running',
      );
    const { listingId } = found.cycle;
    const changes = await markFixedInBuild(tx, builderId, listingId, body.fixes, body.version);
    const [build] = await tx
      .insert(cycleBuilds)
      .values({ cycleId, version: body.version, notes: body.notes, postedOn: today })
      .returning({ id: cycleBuilds.id });
    const buildId = build?.id as string;
    if (body.fixes.length > 0)
      await tx
        .insert(cycleBuildFixes)
        .values(body.fixes.map((feedbackId) => ({ buildId, feedbackId })));
    return { cycle: found.cycle, listing: { id: listingId, name: found.name }, buildId, changes };
  });
  await announceFixes(ctx, posted.changes);
  await tellTestersToUpdate(ctx, builderId, posted.listing, body);
  await ctx.bus.publish({ type: 'cycle_changed', cycleId, listingId: posted.listing.id });
  const [build] = await buildsOf(ctx.db, posted.cycle, BUILDER, posted.buildId);
  return build as CycleBuild;
}

/** The cycle's changelog, newest first, to its builder and to testers with a signup. */
export async function listBuilds(
  { db }: Pick<ServiceContext, 'db'>,
  userId: string,
  cycleId: string,
): Promise<CycleBuild[]> {
  const { cycle, viewer } = await readableCycle(db, cycleId, userId);
  const reader: ChangelogReader =
    viewer.role === 'builder' ? BUILDER : { role: 'tester', id: userId };
  return buildsOf(db, cycle, reader);
}
