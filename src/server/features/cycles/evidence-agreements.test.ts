import { describe, expect, it } from 'vitest';
import { agreementAcceptances } from '@/server/db/schema/listings.ts';
import { setUpCycleFixtures } from '@/tests/factories/cycles.ts';

/* The evidence pack carries the terms the cycle's testers accepted, as they read them. */

const { fx, beta, call, startCycle } = setUpCycleFixtures();

describe('the evidence pack’s terms', () => {
  it('names each tester’s accepted version and time, and holds the text of each version accepted', async () => {
    const listing = await beta('Terms Harbor');
    const setTerms = (text: string) =>
      call('PUT', `/api/software/${listing.id}/agreement`, 'builder', { text });
    const first = (await setTerms('Version one\n=SUM(A1)')).json();
    await setTerms('Version two');
    await setTerms('Version three, which nobody accepted');
    await fx.t.db.insert(agreementAcceptances).values([
      {
        listingId: listing.id,
        version: 1,
        testerId: fx.ids.accepted,
        acceptedAt: new Date('2026-11-20T09:00:00.000Z'),
      },
      {
        listingId: listing.id,
        version: 2,
        testerId: fx.ids.accepted2,
        acceptedAt: new Date('2026-11-21T09:00:00.000Z'),
      },
    ]);
    const cycle = await startCycle(listing);
    const pack = (await call('GET', `/api/cycles/${cycle.id}/evidence`, 'builder')).json();
    const onBoard = new Set(
      pack.board.testers.map((tester: { testerId: string }) => tester.testerId),
    );
    expect(onBoard.has(fx.ids.accepted)).toBe(true);
    expect(pack.agreements.accepted).toEqual(
      expect.arrayContaining([
        { testerId: fx.ids.accepted, version: 1, acceptedAt: '2026-11-20T09:00:00.000Z' },
        { testerId: fx.ids.accepted2, version: 2, acceptedAt: '2026-11-21T09:00:00.000Z' },
      ]),
    );
    expect(pack.agreements.versions).toEqual([
      { version: 1, text: 'Version one\n=SUM(A1)', createdAt: first.createdAt },
      { version: 2, text: 'Version two', createdAt: expect.any(String) },
    ]);

    const csv = (await call('GET', `/api/cycles/${cycle.id}/evidence.csv`, 'builder')).body;
    expect(csv).toContain('Terms accepted\r\nTester,Version,Accepted at\r\n');
    expect(csv).toContain(`,1,2026-11-20T09:00:00.000Z`);
    expect(csv).toContain(`1,${first.createdAt},"Version one\n=SUM(A1)"`);
  });

  it('is empty for a listing that asked for no terms', async () => {
    const listing = await beta('No Terms Harbor');
    const cycle = await startCycle(listing);
    const pack = (await call('GET', `/api/cycles/${cycle.id}/evidence`, 'builder')).json();
    expect(pack.agreements).toEqual({ accepted: [], versions: [] });
  });
});
