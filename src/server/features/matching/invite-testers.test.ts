import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cycleInvitations } from '@/server/db/schema/matching.ts';
import { notifications } from '@/server/db/schema/notifications.ts';
import { users } from '@/server/db/schema/users.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import type { InviteSuggestion } from '@/shared/contracts/matching.ts';
import { type CycleCaller, setUpCycleFixtures } from '@/tests/factories/cycles.ts';
import { addDevice, givePlatforms, giveTesterRecord } from '@/tests/factories/matching.ts';
import { quickPeople } from '@/tests/factories/quick-people.ts';

const { fx, beta, call, startCycle } = setUpCycleFixtures({ followRecords: false });

const suggestionsOf = (cycleId: string) => `/api/cycles/${cycleId}/invite-suggestions`;
const invitationsOf = (cycleId: string) => `/api/cycles/${cycleId}/invitations`;

/** A cycle on a new beta for Android 13 and later, with a tester in every standing on it. */
async function androidCycle(name = 'Tide Tables'): Promise<{ listing: Listing; cycleId: string }> {
  const listing = await beta(name);
  await givePlatforms(fx.t.app, fx.t.db, listing.id, ['Android', 'Web'], { Android: '13' });
  return { listing, cycleId: (await startCycle(listing)).id };
}

/** New testers, each with the devices given. */
async function testersWith(...devices: [Parameters<typeof addDevice>[2], string, string][][]) {
  const people = await quickPeople(fx.t.app, fx.t.db, 'Tester', devices.length);
  for (const [index, person] of people.entries())
    for (const [platform, version, model] of devices[index] ?? [])
      await addDevice(fx.t.db, person.id, platform, version, model);
  return people.map((person) => person.id);
}

describe('suggested testers for a cycle', () => {
  it('lists testers with a device that fits, best record first, “New” last', async () => {
    const { cycleId } = await androidCycle();
    const [good, fresh, tooOld, iosOnly, off, suspended] = await testersWith(
      [['Android', '14', 'Pixel 8']],
      [
        ['iOS', '17', 'iPhone 15'],
        ['Web', '', 'Firefox'],
      ],
      [['Android', '12', 'Galaxy S10']],
      [['iOS', '17', 'iPhone 15']],
      [['Android', '', 'Pixel 6']],
      [['Android', '14', 'Pixel 7']],
    );
    const record = await giveTesterRecord(fx.t.db, good as string, { betasHeld: 1, checkIns: 0.9 });
    await fx.t.db
      .update(users)
      .set({ acceptsInvitations: false })
      .where(eq(users.id, off as string));
    await fx.t.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, suspended as string));
    // Signed up already, and a builder: neither is suggested, whatever their devices.
    await addDevice(fx.t.db, fx.ids.accepted, 'Android', '14');
    await addDevice(fx.t.db, fx.ids.otherBuilder, 'Android', '14');

    const response = await call('GET', suggestionsOf(cycleId), 'builder');
    expect(response.statusCode).toBe(200);
    const suggestions: InviteSuggestion[] = response.json();
    expect(suggestions.map((s) => s.tester.id)).toEqual([good, fresh]);
    expect(suggestions[0]?.record).toEqual(record);
    expect(suggestions[0]?.tester).toMatchObject({ firstName: 'Tester 1', lastName: 'Quick' });
    expect(suggestions[0]?.matchingDevices.map((d) => d.model)).toEqual(['Pixel 8']);
    expect(suggestions[1]?.matchingDevices.map((d) => d.model)).toEqual(['Firefox']);
    expect([tooOld, iosOnly, off, suspended]).not.toContain(suggestions[1]?.tester.id);
  });

  it.each([
    ['anon', 401, 'unauthorized'],
    ['accepted', 403, 'wrong_role'],
    ['admin', 403, 'wrong_role'],
    ['otherBuilder', 404, 'cycle_not_found'],
  ] as [CycleCaller, number, string][])('refuses %s', async (caller, status, code) => {
    const { cycleId } = await androidCycle();
    for (const response of [
      await call('GET', suggestionsOf(cycleId), caller),
      await call('POST', invitationsOf(cycleId), caller, { testerIds: [fx.ids.outsider] }),
    ]) {
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(code);
    }
  });

  it('answers 404 for a cycle that does not exist, and 409 once the cycle has ended', async () => {
    const missing = await call('GET', suggestionsOf(crypto.randomUUID()), 'builder');
    expect(missing.json().code).toBe('cycle_not_found');
    const { cycleId } = await androidCycle();
    await call('PATCH', `/api/cycles/${cycleId}`, 'builder', { end: true });
    const [tester] = await testersWith([['Android', '14', 'Pixel 8']]);
    for (const response of [
      await call('GET', suggestionsOf(cycleId), 'builder'),
      await call('POST', invitationsOf(cycleId), 'builder', { testerIds: [tester] }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'cycle_not_inviting',
        message: 'This test cycle has ended: start a new one to invite testers',
      });
    }
  });
});

describe('inviting testers', () => {
  it('invites those who may be invited, skips the rest, and tells each invited tester', async () => {
    const { cycleId } = await androidCycle('Zoë’s Tide Tables');
    const [fits, fitsToo, off, noFit] = await testersWith(
      [['Android', '14', 'Pixel 8']],
      [['Web', '', '']],
      [['Android', '14', 'Pixel 8']],
      [['Android', '11', 'Moto G']],
    );
    await fx.t.db
      .update(users)
      .set({ acceptsInvitations: false })
      .where(eq(users.id, off as string));
    await addDevice(fx.t.db, fx.ids.accepted, 'Android', '14');
    await addDevice(fx.t.db, fx.ids.otherBuilder, 'Android', '14');
    const testerIds = [fits, fitsToo, off, noFit, fx.ids.accepted, fx.ids.otherBuilder, fits];

    const response = await call('POST', invitationsOf(cycleId), 'builder', {
      testerIds,
      message: '  Our Android build needs a second pair of eyes.  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      invited: [fits, fitsToo],
      skipped: [off, noFit, fx.ids.accepted, fx.ids.otherBuilder],
    });
    const stored = await fx.t.db
      .select()
      .from(cycleInvitations)
      .where(eq(cycleInvitations.cycleId, cycleId));
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({
      builderId: fx.ids.builder,
      status: 'Pending',
      message: 'Our Android build needs a second pair of eyes.',
    });
    const [notice] = await fx.t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, fits as string));
    expect(notice).toMatchObject({
      type: 'invitation',
      title: expect.stringMatching(/ invites you to test Zoë’s Tide Tables$/),
      body: 'Our Android build needs a second pair of eyes.',
      link: '/my-demos',
      mailStatus: 'pending',
    });
    expect(fx.events).toContainEqual({ type: 'notifications_changed', userId: fits });

    const again = await call('POST', invitationsOf(cycleId), 'builder', { testerIds: [fits] });
    expect(again.json()).toEqual({ invited: [], skipped: [fits] });
    const suggested = await call('GET', suggestionsOf(cycleId), 'builder');
    expect(suggested.json().map((s: InviteSuggestion) => s.tester.id)).not.toContain(fits);
  });

  it('refuses an empty list, more than 20 testers, a message over 500 characters', async () => {
    const { cycleId } = await androidCycle();
    const tester = fx.ids.outsider;
    for (const payload of [
      { testerIds: [] },
      { testerIds: Array.from({ length: 21 }, () => crypto.randomUUID()) },
      { testerIds: [tester], message: 'x'.repeat(501) },
      { testerIds: ['not-an-id'] },
    ]) {
      const response = await call('POST', invitationsOf(cycleId), 'builder', payload);
      expect(response.statusCode).toBe(400);
    }
  });
});
