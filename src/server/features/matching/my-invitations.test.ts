import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cycleInvitations } from '@/server/db/schema/matching.ts';
import type { Invitation } from '@/shared/contracts/matching.ts';
import { type CycleCaller, setUpCycleFixtures } from '@/tests/factories/cycles.ts';
import { addDevice, givePlatforms } from '@/tests/factories/matching.ts';
import { quickPeople } from '@/tests/factories/quick-people.ts';

const { fx, beta, call, startCycle } = setUpCycleFixtures({ followRecords: false });

/** A new tester with an Android phone, invited to a new cycle; their cookie and the ids. */
async function invitedTester(name = 'Tide Tables', message = 'Come and test') {
  const listing = await beta(name);
  await givePlatforms(fx.t.app, fx.t.db, listing.id, ['Android']);
  const cycle = await startCycle(listing);
  const [tester] = await quickPeople(fx.t.app, fx.t.db, 'Tester', 1);
  const { id, cookie } = tester as { id: string; cookie: string };
  await addDevice(fx.t.db, id, 'Android', '14', 'Pixel 8');
  const sent = await call('POST', `/api/cycles/${cycle.id}/invitations`, 'builder', {
    testerIds: [id],
    message,
  });
  expect(sent.json().invited).toEqual([id]);
  const [row] = await fx.t.db
    .select()
    .from(cycleInvitations)
    .where(eq(cycleInvitations.testerId, id));
  return { listing, cycleId: cycle.id, tester: { id, cookie }, invitationId: row?.id as string };
}

const as = (
  cookie: string | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) =>
  fx.t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });

const statusOf = async (invitationId: string) => {
  const [row] = await fx.t.db
    .select({ status: cycleInvitations.status })
    .from(cycleInvitations)
    .where(eq(cycleInvitations.id, invitationId));
  return row?.status;
};

describe('a tester’s invitations', () => {
  it('lists them pending first, each with its listing, builder and message', async () => {
    const first = await invitedTester('First Harbor', 'The first one');
    const { tester } = first;
    const second = await beta('Second Harbor');
    await givePlatforms(fx.t.app, fx.t.db, second.id, ['Android']);
    const cycle = await startCycle(second);
    await call('POST', `/api/cycles/${cycle.id}/invitations`, 'builder', {
      testerIds: [tester.id],
    });
    await as(tester.cookie, 'POST', `/api/invitations/${first.invitationId}/ignore`);

    const response = await as(tester.cookie, 'GET', '/api/me/invitations');
    expect(response.statusCode).toBe(200);
    const list: Invitation[] = response.json();
    expect(list.map((item) => [item.listing.name, item.status, item.message])).toEqual([
      ['Second Harbor', 'Pending', ''],
      ['First Harbor', 'Ignored', 'The first one'],
    ]);
    expect(list[0]).toMatchObject({ cycleId: cycle.id, builder: { id: fx.ids.builder } });
    expect(list[0]?.listing).toMatchObject({ id: second.id, hasInterest: false });
  });

  it('accepts once, then refuses a second answer; someone else’s is not found', async () => {
    const { tester, invitationId } = await invitedTester();
    const accepted = await as(tester.cookie, 'POST', `/api/invitations/${invitationId}/accept`);
    expect(accepted.statusCode).toBe(204);
    expect(await statusOf(invitationId)).toBe('Accepted');
    for (const answer of ['accept', 'ignore']) {
      const again = await as(tester.cookie, 'POST', `/api/invitations/${invitationId}/${answer}`);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        code: 'invitation_answered',
        message: 'You already answered this invitation',
      });
    }
    const other = await invitedTester();
    for (const id of [invitationId, crypto.randomUUID()]) {
      const response = await as(other.tester.cookie, 'POST', `/api/invitations/${id}/ignore`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('invitation_not_found');
    }
    expect(await statusOf(other.invitationId)).toBe('Pending');
  });

  it.each([
    ['anon', 401, 'unauthorized'],
    ['builder', 403, 'wrong_role'],
    ['admin', 403, 'wrong_role'],
  ] as [CycleCaller, number, string][])('refuses %s', async (caller, status, code) => {
    const { invitationId } = await invitedTester();
    for (const [method, url] of [
      ['GET', '/api/me/invitations'],
      ['POST', `/api/invitations/${invitationId}/accept`],
      ['POST', `/api/invitations/${invitationId}/ignore`],
      ['GET', '/api/me/invitation-settings'],
    ] as const) {
      const response = await call(method, url, caller);
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(code);
    }
    expect(await statusOf(invitationId)).toBe('Pending');
  });

  it('becomes Accepted when the tester joins the listing without answering it', async () => {
    const { listing, tester, invitationId } = await invitedTester();
    const joined = await as(tester.cookie, 'POST', '/api/interests', { softwareId: listing.id });
    expect(joined.statusCode).toBe(201);
    await fx.t.app.invitationsOnSignup.settled();
    expect(await statusOf(invitationId)).toBe('Accepted');
  });

  it('stays pending when the tester saves the listing or joins another', async () => {
    const { listing, tester, invitationId } = await invitedTester();
    await as(tester.cookie, 'POST', '/api/saved', { softwareId: listing.id });
    const other = await beta('Another Harbor');
    await as(tester.cookie, 'POST', '/api/interests', { softwareId: other.id });
    await fx.t.app.invitationsOnSignup.settled();
    expect(await statusOf(invitationId)).toBe('Pending');
  });
});

describe('turning invitations off', () => {
  it('is on by default; off, the tester is never suggested and invitations skip them', async () => {
    const { cycleId, tester } = await invitedTester();
    const settings = '/api/me/invitation-settings';
    expect((await as(tester.cookie, 'GET', settings)).json()).toEqual({ acceptsInvitations: true });
    const off = await as(tester.cookie, 'PUT', settings, { acceptsInvitations: false });
    expect(off.json()).toEqual({ acceptsInvitations: false });
    expect((await as(tester.cookie, 'GET', settings)).json()).toEqual({
      acceptsInvitations: false,
    });

    const listing = await beta('Later Harbor');
    await givePlatforms(fx.t.app, fx.t.db, listing.id, ['Android']);
    const later = await startCycle(listing);
    const suggested = await call('GET', `/api/cycles/${later.id}/invite-suggestions`, 'builder');
    expect(suggested.json().map((s: { tester: { id: string } }) => s.tester.id)).not.toContain(
      tester.id,
    );
    const sent = await call('POST', `/api/cycles/${later.id}/invitations`, 'builder', {
      testerIds: [tester.id],
    });
    expect(sent.json()).toEqual({ invited: [], skipped: [tester.id] });
    expect(cycleId).not.toBe(later.id);
  });

  it('refuses a body that is not a yes or no, and builders', async () => {
    const settings = '/api/me/invitation-settings';
    const bad = await call('PUT', settings, 'outsider', { acceptsInvitations: 'no' });
    expect(bad.statusCode).toBe(400);
    const builder = await call('PUT', settings, 'builder', { acceptsInvitations: false });
    expect(builder.statusCode).toBe(403);
  });
});
