import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { listingHides } from '@/server/db/schema/moderation.ts';
import { notifications } from '@/server/db/schema/notifications.ts';
import { placeSpells } from '@/server/db/schema/reputation.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { signUpAs } from '@/tests/factories/people.ts';
import {
  auditOf,
  moderationMailsTo,
  moderationNoticesOf,
  setUpSuspensions,
  userRow,
} from '@/tests/factories/suspensions.ts';

// The day before Europe's clocks go forward (2026-03-29, 01:00 UTC): a suspension across it
// still ends a whole number of 24-hour days later, whatever the admin's wall clock says.
const NOW = new Date('2026-03-27T09:30:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const { fx, clock, suspend, lift, liftExpired, signIn } = setUpSuspensions(NOW);

const join = (cookie: string, listingId: string) =>
  fx.app.inject({
    method: 'POST',
    url: '/api/interests',
    headers: { cookie },
    payload: { softwareId: listingId },
  });
const signupOf = async (testerId: string, listingId: string) =>
  (
    await fx.db
      .select({ status: interests.status })
      .from(interests)
      .where(and(eq(interests.testerId, testerId), eq(interests.listingId, listingId)))
  )[0]?.status;
const hiddenAt = async (listingId: string) =>
  (await fx.db.select().from(listings).where(eq(listings.id, listingId)))[0]?.hiddenAt;

describe('the places a suspended tester held', () => {
  it('go to the waitlist: the first in line moves up and is told, the suspended tester left', async () => {
    const builder = await signUpAs(fx.app, 'Builder');
    const beta = await postListing(fx.app, builder.cookie, { name: 'One Place', testerLimit: 1 });
    const [holder, waiting] = [await signUpAs(fx.app, 'Tester'), await signUpAs(fx.app, 'Tester')];
    expect((await join(holder.cookie, beta.id)).statusCode).toBe(201);
    expect((await join(waiting.cookie, beta.id)).statusCode).toBe(201);
    expect(await signupOf(waiting.user.id, beta.id)).toBe('Waitlisted');

    // For good, so the job in the last test has only its own suspension to lift.
    await suspend(holder.user.id, null);

    expect(await signupOf(holder.user.id, beta.id)).toBeUndefined();
    expect(await signupOf(waiting.user.id, beta.id)).toBe('Interested');
    const told = await fx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, waiting.user.id));
    expect(told.map((n) => n.title)).toContain(
      'A place opened on One Place: you moved up from the waitlist',
    );
    const [spell] = await fx.db
      .select()
      .from(placeSpells)
      .where(and(eq(placeSpells.testerId, holder.user.id), eq(placeSpells.listingId, beta.id)));
    expect(spell?.endedBy).toBe('left');
    const testers = await fx.app.inject({
      method: 'GET',
      url: `/api/software/${beta.id}/testers`,
      headers: { cookie: builder.cookie },
    });
    expect(testers.json().map((t: { tester: { id: string } }) => t.tester.id)).toEqual([
      waiting.user.id,
    ]);
  });
});

describe('lifting a suspension', () => {
  it('shows again only the listings the suspension hid, lets them in, and tells them', async () => {
    const builder = await signUpAs(fx.app, 'Builder');
    const shown = await postListing(fx.app, builder.cookie, { name: 'Shown Again' });
    const moderated = await postListing(fx.app, builder.cookie, { name: 'Hid By Admin' });
    // An admin hid this one before the suspension; lifting the suspension must not show it.
    await fx.db.update(listings).set({ hiddenAt: NOW }).where(eq(listings.id, moderated.id));
    await fx.db.insert(listingHides).values({
      listingId: moderated.id,
      cause: 'moderation',
      reason: 'Phishing page',
      hiddenAt: NOW,
    });
    await suspend(builder.user.id, null);
    expect(await hiddenAt(shown.id)).toEqual(NOW);

    await lift(builder.user.id, 'Appeal accepted');

    expect(await hiddenAt(shown.id)).toBeNull();
    expect(await hiddenAt(moderated.id)).toEqual(NOW);
    const hides = await fx.db.select().from(listingHides);
    expect(hides.filter((h) => [shown.id, moderated.id].includes(h.listingId))).toEqual([
      expect.objectContaining({ listingId: moderated.id, cause: 'moderation' }),
    ]);
    const person = await userRow(fx.db, builder.user.id);
    expect([person.suspendedAt, person.suspendedUntil, person.suspensionReason]).toEqual([
      null,
      null,
      null,
    ]);
    expect((await signIn(builder.user.email ?? '')).statusCode).toBe(200);
    expect(await auditOf(fx.db, builder.user.id, 'user.suspension_lifted')).toEqual([
      expect.objectContaining({
        actorId: fx.admin.user.id,
        details: { early: true, reason: 'Appeal accepted' },
      }),
    ]);
    const titles = (await moderationNoticesOf(fx.db, builder.user.id)).map((n) => n.title);
    expect(titles).toEqual(['Your account is suspended', 'Your suspension has ended']);
    const mails = await moderationMailsTo(fx.db, builder.user.email ?? '');
    expect(mails.map((m) => m.subject)).toEqual([
      'Your account is suspended',
      'Your suspension has ended',
    ]);
    expect(mails[1]?.textBody).toContain('Appeal accepted');
  });

  it('refuses a person who is not suspended (409), with no audit entry', async () => {
    const tester = await signUpAs(fx.app, 'Tester');
    await expect(lift(tester.user.id)).rejects.toMatchObject({
      statusCode: 409,
      code: 'not_suspended',
    });
    expect(await auditOf(fx.db, tester.user.id, 'user.suspension_lifted')).toEqual([]);
  });
});

describe('a suspension ends by the clock', () => {
  it('ends exactly days × 24 hours later across a clock change, lets the person in before the job runs, and the job lifts it once', async () => {
    clock.at(NOW);
    const builder = await signUpAs(fx.app, 'Builder');
    const listing = await postListing(fx.app, builder.cookie, { name: 'Spring Forward' });
    const forGood = await signUpAs(fx.app, 'Tester');
    await suspend(builder.user.id, 7);
    await suspend(forGood.user.id, null);
    const end = (await userRow(fx.db, builder.user.id)).suspendedUntil;
    expect(end?.getTime()).toBe(NOW.getTime() + 7 * DAY_MS);
    // In Paris the suspension starts at 10:30 and ends at 11:30: the wall clock moved, not the end.
    const paris = (at: Date) =>
      at.toLocaleTimeString('en-GB', { timeZone: 'Europe/Paris', timeStyle: 'short' });
    expect([paris(NOW), paris(end ?? NOW)]).toEqual(['10:30', '11:30']);

    clock.at(new Date(NOW.getTime() + 7 * DAY_MS - 1));
    expect((await signIn(builder.user.email ?? '')).statusCode).toBe(403);
    expect(await liftExpired()).toEqual({ lifted: 0 });

    clock.at(new Date(NOW.getTime() + 7 * DAY_MS));
    expect((await signIn(builder.user.email ?? '')).statusCode).toBe(200);
    expect(await hiddenAt(listing.id)).toEqual(NOW);
    expect(await liftExpired()).toEqual({ lifted: 1 });
    expect(await liftExpired()).toEqual({ lifted: 0 });

    expect(await hiddenAt(listing.id)).toBeNull();
    expect(await auditOf(fx.db, builder.user.id, 'user.suspension_lifted')).toEqual([
      expect.objectContaining({
        actorId: null,
        details: expect.objectContaining({ early: false }),
      }),
    ]);
    expect((await userRow(fx.db, forGood.user.id)).suspendedAt).toEqual(NOW);
    const [, ended] = await moderationNoticesOf(fx.db, builder.user.id);
    expect(ended?.title).toBe('Your suspension has ended');
  });
});
