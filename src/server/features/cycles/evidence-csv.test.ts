import { describe, expect, it } from 'vitest';
import { csvCell } from '@/server/lib/csv.ts';
import { type CycleEvidence, STORE_DECIDES_NOTICE } from '@/shared/contracts/cycle-evidence.ts';
import { evidenceCsv } from './evidence-csv.ts';

/* The pack as one spreadsheet: the notice first, a section per part, nothing a formula. */

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const pack: CycleEvidence = {
  notice: STORE_DECIDES_NOTICE,
  generatedAt: '2026-03-05T08:00:00.000Z',
  listing: { id: id(1), name: 'Zoë’s "Tide" Tables' },
  cycle: {
    id: id(2),
    kind: 'Custom',
    timeZone: 'Europe/Berlin',
    startDate: '2026-03-01',
    lastDate: '2026-03-02',
    status: 'Ended',
    testersRequired: 1,
    lengthDays: 2,
  },
  board: {
    cycleId: id(2),
    dates: ['2026-03-01', '2026-03-02'],
    today: '2026-03-05',
    testers: [
      {
        testerId: id(3),
        firstName: '=HYPERLINK("x")',
        lastName: 'Quick',
        holdsPlace: true,
        optedInOn: '2026-03-01',
        leftOn: null,
        days: ['checked-in', 'missed'],
        streak: 0,
        missedInARow: 0,
        atRisk: false,
        continuous: true,
      },
    ],
    progress: {
      daysInARow: 2,
      optedIn: 1,
      testersContinuous: 1,
      testersRequired: 1,
      daysRequired: 2,
      outlook: { kind: 'met', metOn: '2026-03-02' },
    },
    places: { wanted: 1, held: 1, waiting: 0 },
  },
  checkIns: [
    {
      testerId: id(3),
      date: '2026-03-01',
      day: 1,
      note: '+1 works, "mostly"\nsecond line',
      screenshot: null,
      createdAt: '2026-03-01T10:00:00.000Z',
    },
  ],
  reports: [
    {
      id: id(4),
      title: '@SUM(A1) crashes',
      kind: 'Bug',
      status: 'Verified',
      reporter: '=HYPERLINK("x") Quick',
      createdAt: '2026-03-01T11:00:00.000Z',
      fixedIn: '1.0.1',
      verified: true,
    },
  ],
  builds: [
    {
      id: id(5),
      cycleId: id(2),
      version: '-1.0.1',
      notes: 'Fixes it',
      postedOn: '2026-03-02',
      day: 2,
      fixes: [{ feedbackId: id(4), title: '@SUM(A1) crashes', status: 'Verified' }],
      createdAt: '2026-03-02T09:00:00.000Z',
    },
  ],
  agreements: {
    accepted: [{ testerId: id(3), version: 2, acceptedAt: '2026-02-27T09:30:00.000Z' }],
    versions: [
      {
        version: 2,
        text: '=Keep it secret.\nNo screenshots.',
        createdAt: '2026-02-20T08:00:00.000Z',
      },
    ],
  },
  answers: {
    whoTested: 'One tester.',
    howEngaged: 'Checked in once.',
    feedbackReceived: 'One report.',
    whatChanged: 'One build.',
  },
};

describe('the evidence CSV', () => {
  const lines = evidenceCsv(pack).split('\r\n');

  it('opens with the notice that the store alone decides, behind a byte order mark', () => {
    expect(lines[0]).toBe(`\uFEFF${STORE_DECIDES_NOTICE}`);
  });

  it('has a titled section per part, each with its header', () => {
    const titles = lines.filter((_, i) => lines[i - 1] === '');
    expect(titles).toEqual([
      'Test cycle',
      'Draft answers (edit them before you use them)',
      'Testers and their days',
      'Check-ins',
      'Reports',
      'Build updates',
      'Terms accepted',
      'Terms as accepted',
    ]);
    expect(lines.at(-1)).toBe('');
    const grid = lines.indexOf('Testers and their days');
    expect(lines[grid + 1]).toBe(
      'Tester,Holds a place,Opted in on,Left on,Streak,Continuous,Day 1 (2026-03-01),Day 2 (2026-03-02)',
    );
    expect(lines[grid + 2]).toBe(
      `"'=HYPERLINK(""x"") Quick",yes,2026-03-01,,0,yes,checked in,missed`,
    );
    expect(lines).toContain('Who tested your app?,One tester.');
  });

  it('defuses formulas and quotes what needs quoting', () => {
    const body = evidenceCsv(pack);
    expect(body).toContain(`"'+1 works, ""mostly""\nsecond line",no`);
    expect(body).toContain(`'@SUM(A1) crashes,Bug,Verified,"'=HYPERLINK(""x"") Quick"`);
    expect(body).toContain(`'-1.0.1,2026-03-02,2,Fixes it,'@SUM(A1) crashes`);
    expect(body).toContain(`"Zoë’s ""Tide"" Tables",Custom,Europe/Berlin`);
    expect(body).toContain(`"'=HYPERLINK(""x"") Quick",2,2026-02-27T09:30:00.000Z`);
    expect(body).toContain(`2,2026-02-20T08:00:00.000Z,"'=Keep it secret.\nNo screenshots."`);
    expect(body).not.toMatch(/(^|,)[=+\-@]/m);
  });

  it('writes yes and no for flags and nothing for what is missing', () => {
    expect([csvCell(true), csvCell(false), csvCell(null), csvCell(3)]).toEqual([
      'yes',
      'no',
      '',
      '3',
    ]);
  });
});
