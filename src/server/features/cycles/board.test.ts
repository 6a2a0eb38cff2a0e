import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/users.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import { cycleDayCalls, settableCycleClock } from '@/tests/factories/cycle-days.ts';
import { setUpCycleFixtures } from '@/tests/factories/cycles.ts';

/*
 * The builder's board at fixed instants: a 3-day New York cycle from 7 March 2026, whose third
 * day, the 9th, follows the 23-hour day on which the clocks spring forward.
 */

const fixtures = setUpCycleFixtures();
const { fx, beta, call, startCycle } = fixtures;
const clock = settableCycleClock(fixtures);
const { optIn, checkIn } = cycleDayCalls(fixtures);
const at = (iso: string) => clock.set(new Date(iso));

// Eighty characters each, accents included.
const LONG_FIRST = 'Maëlys-Éléonore Øster'.padEnd(80, 'é');
const LONG_LAST = 'Ñúñez de la Cruz-Sørensen'.padEnd(80, 'ü');

describe('the builder’s board', () => {
  it('shows each tester’s days, streak, misses, risk and continuity, the progress and the places', async () => {
    await fx.t.db
      .update(users)
      .set({ firstName: LONG_FIRST, lastName: LONG_LAST })
      .where(eq(users.id, fx.ids.accepted));
    at('2026-03-06T15:00:00Z');
    const listing = await beta('Board Harbor');
    const cycle = await startCycle(listing, {
      kind: 'Custom',
      testersRequired: 2,
      headroom: 1,
      lengthDays: 3,
      timeZone: 'America/New_York',
      startDate: '2026-03-07',
    });
    await optIn(cycle.id, 'accepted');
    at('2026-03-07T15:00:00Z');
    await checkIn(cycle.id, 'accepted', { date: '2026-03-07' });
    // 23:59:59.999 on the 8th in New York (EDT since 03:00): still the 8th there.
    at('2026-03-09T03:59:59.999Z');
    await checkIn(cycle.id, 'accepted', { date: '2026-03-08' });

    at('2026-03-09T04:00:00Z');
    const response = await call('GET', cyclePaths.board(cycle.id), 'builder');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      cycleId: cycle.id,
      dates: ['2026-03-07', '2026-03-08', '2026-03-09'],
      today: '2026-03-09',
      testers: [
        {
          testerId: fx.ids.accepted,
          firstName: LONG_FIRST,
          lastName: LONG_LAST,
          holdsPlace: true,
          optedInOn: '2026-03-06',
          leftOn: null,
          days: ['checked-in', 'checked-in', 'today'],
          streak: 2,
          missedInARow: 0,
          atRisk: false,
          continuous: true,
        },
        {
          testerId: fx.ids.accepted2,
          firstName: 'Tester 2',
          lastName: 'Quick',
          holdsPlace: true,
          optedInOn: null,
          leftOn: null,
          days: ['not-joined', 'not-joined', 'not-joined'],
          streak: 0,
          missedInARow: 0,
          atRisk: false,
          continuous: false,
        },
      ],
      progress: {
        daysInARow: 0,
        optedIn: 1,
        testersContinuous: 1,
        testersRequired: 2,
        daysRequired: 3,
        outlook: { kind: 'short', testersMissing: 1 },
      },
      places: { wanted: 3, held: 2, waiting: 1 },
    });
  });

  it('marks a tester who missed yesterday at risk, and counts the day the requirement is met', async () => {
    at('2026-03-06T15:00:00Z');
    const cycle = await startCycle(await beta(), {
      kind: 'Custom',
      testersRequired: 2,
      lengthDays: 3,
      timeZone: 'America/New_York',
      startDate: '2026-03-07',
    });
    await optIn(cycle.id, 'accepted');
    at('2026-03-07T15:00:00Z');
    await optIn(cycle.id, 'accepted2');
    await checkIn(cycle.id, 'accepted2', { date: '2026-03-07' });
    at('2026-03-09T12:00:00Z');
    const board = (await call('GET', cyclePaths.board(cycle.id), 'builder')).json();
    expect(
      board.testers.map(({ days, missedInARow, atRisk }: Record<string, unknown>) => ({
        days,
        missedInARow,
        atRisk,
      })),
    ).toEqual([
      { days: ['missed', 'missed', 'today'], missedInARow: 2, atRisk: true },
      { days: ['checked-in', 'missed', 'today'], missedInARow: 1, atRisk: true },
    ]);
    expect(board.progress).toMatchObject({
      daysInARow: 3,
      optedIn: 2,
      testersContinuous: 2,
      outlook: { kind: 'met', metOn: '2026-03-09' },
    });
  });

  it('lists every check-in to the builder, newest first, with the tester’s own to them', async () => {
    at('2026-03-06T15:00:00Z');
    const cycle = await startCycle(await beta(), {
      kind: 'Custom',
      testersRequired: 2,
      lengthDays: 3,
      timeZone: 'America/New_York',
      startDate: '2026-03-07',
    });
    await optIn(cycle.id, 'accepted');
    await optIn(cycle.id, 'accepted2');
    at('2026-03-07T15:00:00Z');
    await checkIn(cycle.id, 'accepted', { date: '2026-03-07' });
    at('2026-03-08T15:00:00Z');
    await checkIn(cycle.id, 'accepted2', { date: '2026-03-08' });
    await checkIn(cycle.id, 'accepted', { date: '2026-03-08', note: 'Second day' });
    const all = (await call('GET', cyclePaths.checkIns(cycle.id), 'builder')).json();
    expect(all.map((c: { testerId: string; date: string }) => [c.testerId, c.date])).toEqual([
      [fx.ids.accepted, '2026-03-08'],
      [fx.ids.accepted2, '2026-03-08'],
      [fx.ids.accepted, '2026-03-07'],
    ]);
    const own = (await call('GET', cyclePaths.checkIns(cycle.id), 'accepted2')).json();
    expect(own).toEqual([expect.objectContaining({ testerId: fx.ids.accepted2, day: 2 })]);
  });
});
