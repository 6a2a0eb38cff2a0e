import { describe, expect, it } from 'vitest';
import type { SignedInUser } from '@/tests/factories/people.ts';
import { signUpAs } from '@/tests/factories/people.ts';
import { daysAfter, setUpSilenceFixtures } from '@/tests/factories/silence.ts';

/** What keeps a silent tester's place: "I'm still testing", or a message to the builder. */
const { fx, beta, join, silentTester, standing, run, told } = setUpSilenceFixtures();

describe('a tester who speaks up', () => {
  const stillTesting = (tester: SignedInUser | undefined, listingId: string) =>
    fx.t.app.inject({
      method: 'POST',
      url: `/api/interests/${listingId}/activity`,
      headers: tester ? { cookie: tester.cookie } : {},
    });

  it('"I’m still testing" takes back the reminder and restarts the clock', async () => {
    const now = new Date();
    const listing = await beta({ testerLimit: null });
    const tester = await silentTester(listing, 15, now);
    await run(now);
    expect((await standing(tester, listing))?.releasesAt).not.toBeNull();

    fx.events.length = 0;
    expect((await stillTesting(tester, listing.id)).statusCode).toBe(204);
    expect(await standing(tester, listing)).toMatchObject({ status: 'Accepted', releasesAt: null });
    expect(told(tester, listing)).toEqual(['Accepted']);

    await run(daysAfter(now, 8));
    expect(await standing(tester, listing)).toMatchObject({ status: 'Accepted', releasesAt: null });
    // The clock restarted at the press: 14 days after it, a new reminder.
    const twoWeeksOn = daysAfter(now, 14 + 1 / 24);
    await run(twoWeeksOn);
    expect((await standing(tester, listing))?.releasesAt).toBe(
      daysAfter(twoWeeksOn, 7).toISOString(),
    );
  });

  it('a message from the tester to the builder counts; one from the builder does not', async () => {
    const now = new Date();
    const listing = await beta({ testerLimit: null });
    const tester = await silentTester(listing, 15, now);
    const started = await fx.t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: tester.cookie },
      payload: { builderId: fx.builder.user.id, testerId: tester.user.id, softwareId: listing.id },
    });
    const send = (from: SignedInUser, content: string) =>
      fx.t.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: from.cookie },
        payload: { conversationId: started.json().id, content },
      });
    expect((await send(fx.builder, 'Still there?')).statusCode).toBe(201);
    await run(now);
    expect((await standing(tester, listing))?.releasesAt).not.toBeNull();

    fx.events.length = 0;
    expect((await send(tester, 'Yes, testing the sync now')).statusCode).toBe(201);
    expect(await standing(tester, listing)).toMatchObject({ status: 'Accepted', releasesAt: null });
    expect(told(tester, listing)).toEqual(['Accepted']);
    expect((await send(tester, 'And the export')).statusCode).toBe(201);
    expect(told(tester, listing)).toEqual(['Accepted']);
    await run(daysAfter(now, 7 + 1 / 24));
    expect(await standing(tester, listing)).toMatchObject({ status: 'Accepted', releasesAt: null });
  });

  it('answers 204 only to an Accepted tester: 409 to others who joined, 404 to the rest', async () => {
    const listing = await beta({ testerLimit: 1 });
    const interested = await join(listing);
    const waitlisted = await join(listing);
    const stranger = await signUpAs(fx.t.app, 'Tester');
    for (const tester of [interested, waitlisted]) {
      const refused = await stillTesting(tester, listing.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'not_accepted',
        message: 'Only accepted testers can say they are still testing',
      });
    }
    const notJoined = await stillTesting(stranger, listing.id);
    expect(notJoined.statusCode).toBe(404);
    expect(notJoined.json()).toEqual({
      code: 'not_joined',
      message: 'You have not joined this beta',
    });
    expect((await stillTesting(stranger, crypto.randomUUID())).statusCode).toBe(404);
    expect((await stillTesting(stranger, 'not-an-id')).statusCode).toBe(404);
    expect((await stillTesting(fx.builder, listing.id)).statusCode).toBe(403);
    expect((await stillTesting(undefined, listing.id)).statusCode).toBe(401);
  });
});
