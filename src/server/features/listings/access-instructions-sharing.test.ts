import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '@/server/app.ts';
import { interestPaths } from '@/shared/contracts/interest-paths.ts';
import { listingPaths } from '@/shared/contracts/listing-paths.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { quickPeople } from '@/tests/factories/quick-people.ts';
import { buildTwoApps, caughtUp } from '@/tests/processes/two-processes.ts';

/**
 * What the second process serves right after a change made in the first, before and after it
 * hears of it (decision record 018). On PostgreSQL two apps share one database, as two processes
 * do; on PGlite there is one process, and both names are the same app.
 */
const INSTRUCTIONS = 'TestFlight invite: HARBOR-SECRET-7';

let apps: Awaited<ReturnType<typeof buildTwoApps>>;
let first: App;
let second: App;
let builder: { id: string; cookie: string };
beforeAll(async () => {
  apps = await buildTwoApps();
  ({ first, second } = apps);
  [builder] = (await quickPeople(first, first.db, 'Builder', 1)) as [typeof builder];
});
afterAll(() => apps.close());

type Person = { id: string; cookie: string };

const detailIn = (app: App, id: string, viewer: Person) =>
  app.inject({ method: 'GET', url: listingPaths.one(id), headers: { cookie: viewer.cookie } });

/** An Accepted tester of a new listing, who has read its instructions in the second process. */
async function acceptedTesterSeenInSecond() {
  const { id } = await postListing(first, builder.cookie, { accessInstructions: INSTRUCTIONS });
  const [tester] = (await quickPeople(first, first.db, 'Tester', 1)) as [Person];
  const joined = await first.inject({
    method: 'POST',
    url: interestPaths.list,
    headers: { cookie: tester.cookie },
    payload: { softwareId: id },
  });
  const signupId: string = joined.json().id;
  await first.inject({
    method: 'PATCH',
    url: interestPaths.one(signupId),
    headers: { cookie: builder.cookie },
    payload: { status: 'Accepted' },
  });
  await caughtUp(first, second);
  expect((await detailIn(second, id, tester)).json().accessInstructions).toBe(INSTRUCTIONS);
  return { id, tester, signupId };
}

/**
 * Holds back what the second process learns from events, as if the first one's NOTIFY had not
 * reached it yet; `release` lets it learn all of it, in order.
 */
function holdEventsOf(app: App) {
  const held: (() => void)[] = [];
  const { viewerFlagsCache: flags, listingCache: listings } = app;
  const forgetFlags = flags.forget.bind(flags);
  const forgetListing = listings.forgetListing.bind(listings);
  const spies = [
    vi.spyOn(flags, 'forget').mockImplementation((...args) => {
      held.push(() => forgetFlags(...args));
    }),
    vi.spyOn(listings, 'forgetListing').mockImplementation((...args) => {
      held.push(() => forgetListing(...args));
    }),
  ];
  return () => {
    for (const spy of spies) spy.mockRestore();
    for (const learn of held.splice(0)) learn();
  };
}

describe('access instructions after a change in another process', () => {
  it('are refused to a tester who left, on the very next request, however late the event', async () => {
    const { id, tester } = await acceptedTesterSeenInSecond();
    const release = holdEventsOf(second);
    try {
      const left = await first.inject({
        method: 'DELETE',
        url: interestPaths.byListing(id),
        headers: { cookie: tester.cookie },
      });
      expect(left.statusCode).toBeLessThan(300);
      const next = await detailIn(second, id, tester);
      expect(next.statusCode).toBe(200);
      expect(next.body).not.toContain('HARBOR-SECRET-7');
    } finally {
      release();
    }
    // The rest of the listing as the tester sees it follows once the event has arrived.
    await caughtUp(first, second);
    expect((await detailIn(second, id, tester)).json()).toMatchObject({
      hasInterest: false,
      testerCount: 0,
    });
  });

  it('are refused to a tester declined in another process, on the very next request', async () => {
    const { id, tester, signupId } = await acceptedTesterSeenInSecond();
    const release = holdEventsOf(second);
    try {
      const declined = await first.inject({
        method: 'PATCH',
        url: interestPaths.one(signupId),
        headers: { cookie: builder.cookie },
        payload: { status: 'Declined' },
      });
      expect(declined.statusCode).toBe(200);
      expect((await detailIn(second, id, tester)).body).not.toContain('HARBOR-SECRET-7');
    } finally {
      release();
    }
  });

  it('still reach the builder and Accepted testers from the second process', async () => {
    const { id, tester } = await acceptedTesterSeenInSecond();
    expect((await detailIn(second, id, builder)).json().accessInstructions).toBe(INSTRUCTIONS);
    expect((await detailIn(second, id, tester)).json().accessInstructions).toBe(INSTRUCTIONS);
  });
});
