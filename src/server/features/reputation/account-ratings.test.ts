import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '@/server/db/schema/mail.ts';
import { ratings } from '@/server/db/schema/reputation.ts';
import { users } from '@/server/db/schema/users.ts';
import type { AccountExport } from '@/shared/contracts/account-data.ts';
import { adminPaths } from '@/shared/contracts/admin.ts';
import type { PersonProfile, Rating } from '@/shared/contracts/reputation.ts';
import { reputationPaths } from '@/shared/contracts/reputation-paths.ts';
import { type SignedInUser, signUpAs, TEST_PASSWORD } from '@/tests/factories/people.ts';
import { setUpRatingFixtures } from '@/tests/factories/ratings.ts';

const { fx, tester, beta, later, endPlace, call, rate, profile, builderPerson } =
  setUpRatingFixtures();

const ratingsOn = async (id: string): Promise<Rating[]> =>
  ((await profile(id)).json() as PersonProfile).ratings;

/** A builder of their own who worked with the tester on a new listing, the place ended. */
async function pairOf(testerId: string): Promise<{ builder: SignedInUser; listingId: string }> {
  const builder = await signUpAs(fx.t.app, 'Builder');
  const listing = await beta('Pair Harbor', builder.cookie);
  await endPlace(listing.id, testerId, 'released');
  return { builder, listingId: listing.id };
}

const removeForAbuse = (who: { cookie: string } | null, userId: string, reason = 'Spam ratings') =>
  call('POST', adminPaths.removeForAbuse(userId), who, { reason });

describe('the account export', () => {
  it('carries the ratings given, hidden ones too, and those received once shown', async () => {
    const person = await signUpAs(fx.t.app, 'Tester');
    const me = { id: person.user.id, cookie: person.cookie };
    const [first, second] = [await beta('Export One'), await beta('Export Two')];
    await endPlace(first.id, me.id, 'released');
    await endPlace(second.id, me.id, 'declined');
    const builder = builderPerson();
    await rate(me, first.id, builder.id, 5, 'Answered every report');
    await rate(builder, second.id, me.id, 2, 'Hidden for now');
    const exported = async (): Promise<AccountExport> =>
      (await call('GET', '/api/auth/user/export', me)).json();

    const before = await exported();
    expect(before.ratingsGiven.map((r) => [r.listingName, r.stars, r.comment])).toEqual([
      ['Export One', 5, 'Answered every report'],
    ]);
    expect(before.ratingsReceived).toEqual([]);
    await later(14);
    const after = await exported();
    expect(after.ratingsReceived.map((r) => [r.listingName, r.stars, r.comment])).toEqual([
      ['Export Two', 2, 'Hidden for now'],
    ]);
  });
});

describe('deleting an account', () => {
  it('removes the comments and replies the person wrote and keeps their stars counting', async () => {
    const leaving = await signUpAs(fx.t.app, 'Tester');
    const { builder, listingId } = await pairOf(leaving.user.id);
    const me = { id: leaving.user.id, cookie: leaving.cookie };
    await rate(me, listingId, builder.user.id, 1, 'Never answered');
    const theirs: Rating = (
      await rate(builder, listingId, me.id, 4, 'Good reports, said the builder')
    ).json();
    await call('POST', reputationPaths.ratingReply(theirs.id), me, { body: 'Thanks, my words' });

    const deleted = await fx.t.app.inject({
      method: 'DELETE',
      url: '/api/auth/user',
      headers: { cookie: leaving.cookie },
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);

    const onBuilder = await ratingsOn(builder.user.id);
    expect(onBuilder.map((r) => [r.stars, r.comment, r.rater])).toEqual([[1, null, null]]);
    const [kept] = await fx.t.db.select().from(ratings).where(eq(ratings.id, theirs.id));
    expect([kept?.comment, kept?.reply, kept?.stars]).toEqual([
      'Good reports, said the builder',
      null,
      4,
    ]);
    const given: Rating[] = (await call('GET', reputationPaths.givenRatings, builder)).json();
    expect(given[0]?.ratee).toBeNull();
  });
});

describe('removal for abuse', () => {
  it('is for admins only, never of oneself', async () => {
    const target = await tester();
    const refusals = [
      await removeForAbuse(null, target.id),
      await removeForAbuse(builderPerson(), target.id),
      await removeForAbuse(target, target.id),
      await removeForAbuse(fx.admin, fx.admin.user.id),
      await removeForAbuse(fx.admin, '00000000-0000-4000-8000-000000000000'),
    ];
    expect(refusals.map((r) => [r.statusCode, r.json().code])).toEqual([
      [401, 'unauthorized'],
      [403, 'wrong_role'],
      [403, 'wrong_role'],
      [400, 'cannot_remove_self'],
      [404, 'user_not_found'],
    ]);
    const noReason = await call('POST', adminPaths.removeForAbuse(target.id), fx.admin, {});
    expect(noReason.statusCode).toBe(400);
  });

  it('deletes the account, records why, and stops its ratings counting', async () => {
    const abuser = await tester();
    const { builder, listingId } = await pairOf(abuser.id);
    await rate(abuser, listingId, builder.user.id, 1, 'Worst builder ever!!!');
    await later(14);
    expect((await ratingsOn(builder.user.id)).map((r) => r.stars)).toEqual([1]);
    fx.events.length = 0;

    const removed = await removeForAbuse(fx.admin, abuser.id, 'Rating builders in bad faith');
    expect(removed.statusCode).toBe(204);
    expect(await ratingsOn(builder.user.id)).toEqual([]);
    const [row] = await fx.t.db.select().from(users).where(eq(users.id, abuser.id));
    expect(row?.deletedAt).not.toBeNull();
    expect(row?.removedForAbuseAt?.toISOString()).toBe(fx.clock.now().toISOString());
    const audit = await fx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, abuser.id), eq(auditLog.action, 'user.removed_for_abuse')));
    expect(audit.map((entry) => [entry.actorId, entry.details.reason])).toEqual([
      [fx.admin.user.id, 'Rating builders in bad faith'],
    ]);
    expect(fx.events).toContainEqual({ type: 'user_changed', userId: abuser.id });
    expect((await call('GET', '/api/auth/user', abuser)).statusCode).toBe(401);
  });
});
