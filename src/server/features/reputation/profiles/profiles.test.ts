import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { personRecords } from '@/server/db/schema/reputation.ts';
import { EMPTY_BUILDER_RECORD, EMPTY_TESTER_RECORD } from '@/shared/contracts/reputation.ts';
import { reputationPaths } from '@/shared/contracts/reputation-paths.ts';
import { signUpAs } from '@/tests/factories/people.ts';
import { setUpRatingFixtures } from '@/tests/factories/ratings.ts';

const { fx, tester, beta, call, profile, builderPerson } = setUpRatingFixtures();

const setVisibility = (who: { cookie: string }, visibility: string) =>
  call('PUT', reputationPaths.profileVisibility, who, { visibility });

describe('a profile', () => {
  it('shows who the person is, their records, and a builder’s open listings only', async () => {
    const open = await beta('Open Harbor');
    const closed = await beta('Closed Harbor');
    await fx.t.db.update(listings).set({ status: 'Closed' }).where(eq(listings.id, closed.id));
    const holder = await tester();
    await fx.t.db
      .insert(interests)
      .values({ listingId: open.id, testerId: holder.id, status: 'Accepted' });

    const response = await profile(fx.builder.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: fx.builder.user.id,
      role: 'Builder',
      memberSince: fx.builder.user.createdAt,
      tester: EMPTY_TESTER_RECORD,
      builder: EMPTY_BUILDER_RECORD,
      answerBadge: null,
    });
    const listed = response.json().openListings;
    expect(listed.map((l: { name: string }) => l.name)).toContain('Open Harbor');
    expect(listed.map((l: { name: string }) => l.name)).not.toContain('Closed Harbor');
    expect(listed.find((l: { id: string }) => l.id === open.id).testerCount).toBe(1);
  });

  it('shows the record kept for the person, as stored', async () => {
    const person = await tester();
    const record = {
      ...EMPTY_TESTER_RECORD,
      betasHeld: { value: 0.75, events: 4 },
      releasedForSilence: 1,
    };
    await fx.t.db.insert(personRecords).values({
      userId: person.id,
      tester: record,
      builder: EMPTY_BUILDER_RECORD,
      answerBadge: 'day',
    });
    const body = (await profile(person.id)).json();
    expect([body.tester, body.answerBadge]).toEqual([record, 'day']);
  });

  it('answers 404 for nobody and for a deleted account', async () => {
    const missing = await profile('00000000-0000-4000-8000-000000000000');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'profile_not_found']);
    const gone = await signUpAs(fx.t.app, 'Tester');
    await fx.t.app.inject({
      method: 'DELETE',
      url: '/api/auth/user',
      headers: { cookie: gone.cookie },
      payload: { password: 'correct horse battery' },
    });
    const deleted = await profile(gone.user.id);
    expect([deleted.statusCode, deleted.json().code]).toEqual([404, 'profile_not_found']);
  });
});

describe('who may read a tester’s profile', () => {
  it('is anyone while it is public, and only builders they applied to once they choose so', async () => {
    const shy = await tester();
    const [otherTester, strangerBuilder] = [await tester(), await signUpAs(fx.t.app, 'Builder')];
    const listing = await beta();
    // Waitlisted is enough: they applied to the builder's listing.
    await fx.t.db
      .insert(interests)
      .values({ listingId: listing.id, testerId: shy.id, status: 'Waitlisted' });
    const readers = {
      signedOut: null,
      self: shy,
      otherTester,
      strangerBuilder,
      appliedToBuilder: builderPerson(),
      admin: fx.admin,
    };
    const statuses = async () => {
      const seen: Record<string, number> = {};
      for (const [name, reader] of Object.entries(readers))
        seen[name] = (await profile(shy.id, reader)).statusCode;
      return seen;
    };

    expect(Object.values(await statuses())).toEqual([200, 200, 200, 200, 200, 200]);
    const chosen = await setVisibility(shy, 'builders');
    expect([chosen.statusCode, chosen.json()]).toEqual([200, { visibility: 'builders' }]);
    expect(await statuses()).toEqual({
      signedOut: 403,
      self: 200,
      otherTester: 403,
      strangerBuilder: 403,
      appliedToBuilder: 200,
      admin: 200,
    });
    const refused = await profile(shy.id, otherTester);
    expect(refused.json().code).toBe('profile_private');
    expect(refused.body).not.toContain('firstName');
  });

  it('keeps a builder’s profile public whatever they chose', async () => {
    const builder = await signUpAs(fx.t.app, 'Builder');
    await setVisibility(builder, 'builders');
    expect((await profile(builder.user.id)).statusCode).toBe(200);
  });

  it('reads and sets the choice for the signed-in person only', async () => {
    const person = await tester();
    const read = await call('GET', reputationPaths.profileVisibility, person);
    expect([read.statusCode, read.json()]).toEqual([200, { visibility: 'public' }]);
    expect((await call('GET', reputationPaths.profileVisibility, null)).statusCode).toBe(401);
    expect((await setVisibility({ cookie: '' }, 'builders')).statusCode).toBe(401);
    const wrong = await setVisibility(person, 'friends');
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'validation_failed']);
    await setVisibility(person, 'builders');
    expect((await call('GET', reputationPaths.profileVisibility, person)).json()).toEqual({
      visibility: 'builders',
    });
    expect(fx.events).toContainEqual({ type: 'user_changed', userId: person.id });
  });
});
