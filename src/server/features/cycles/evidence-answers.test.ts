import { describe, expect, it } from 'vitest';
import type { BoardDayState, BoardTester, CycleBoard } from '@/shared/contracts/cycle-board.ts';
import type { CycleBuild } from '@/shared/contracts/cycle-builds.ts';
import type { CheckIn } from '@/shared/contracts/cycle-check-ins.ts';
import type { CycleEvidence } from '@/shared/contracts/cycle-evidence.ts';
import {
  draftAnswers,
  type EvidenceFacts,
  feedbackReceived,
  howEngaged,
  spellDate,
  whatChanged,
  whoTested,
} from './evidence-answers.ts';

/* The draft answers from hand-made facts: every number in a sentence is one the pack holds. */

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const DATES = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'];

function tester(n: number, days: BoardDayState[], extra: Partial<BoardTester> = {}): BoardTester {
  return {
    testerId: id(n),
    firstName: `Tester ${n}`,
    lastName: 'Quick',
    holdsPlace: true,
    optedInOn: days.includes('not-joined') ? null : '2026-03-01',
    leftOn: null,
    days,
    streak: 0,
    missedInARow: 0,
    atRisk: false,
    continuous: false,
    ...extra,
  };
}

function board(testers: BoardTester[], progress: Partial<CycleBoard['progress']> = {}): CycleBoard {
  return {
    cycleId: id(99),
    dates: DATES,
    today: '2026-03-04',
    testers,
    progress: {
      daysInARow: 3,
      optedIn: testers.length,
      testersContinuous: 2,
      testersRequired: 2,
      daysRequired: 3,
      outlook: { kind: 'met', metOn: '2026-03-03' },
      ...progress,
    },
    places: { wanted: 3, held: testers.length, waiting: 0 },
  };
}

const cycle: CycleEvidence['cycle'] = {
  id: id(99),
  kind: 'PlayClosedTest',
  timeZone: 'Europe/Berlin',
  startDate: '2026-03-01',
  lastDate: '2026-03-04',
  status: 'Ended',
  testersRequired: 2,
  lengthDays: 3,
};

const checkIn = (n: number, date: string, note: string | null, screenshot = false): CheckIn => ({
  testerId: id(n),
  date,
  day: DATES.indexOf(date) + 1,
  note,
  screenshot: screenshot ? `/api/cycles/x/check-ins/${id(n)}/${date}/screenshot` : null,
  createdAt: `${date}T10:00:00.000Z`,
});

type Report = CycleEvidence['reports'][number];
const report = (n: number, fields: Partial<Report>): Report => ({
  id: id(n),
  title: `Report ${n}`,
  kind: 'Bug',
  status: 'New',
  reporter: 'Tester 1 Quick',
  createdAt: `2026-03-0${n}T12:00:00.000Z`,
  fixedIn: null,
  verified: false,
  ...fields,
});

const build = (version: string, day: number, fixes: CycleBuild['fixes']): CycleBuild => ({
  id: id(200 + day),
  cycleId: id(99),
  version,
  notes: '',
  postedOn: DATES[day - 1] as string,
  day,
  fixes,
  createdAt: `${DATES[day - 1]}T09:00:00.000Z`,
});

/** Three testers: two every day, one who missed a day and left on day 3; an Accepted one never opted in. */
const facts: EvidenceFacts = {
  listingName: 'Tide Tables',
  cycle,
  board: board([
    tester(1, ['checked-in', 'checked-in', 'checked-in', 'checked-in'], { continuous: true }),
    tester(2, ['checked-in', 'checked-in', 'checked-in', 'missed'], { continuous: true }),
    tester(3, ['checked-in', 'missed', 'dropped', 'dropped'], {
      leftOn: '2026-03-03',
      holdsPlace: false,
    }),
    tester(4, ['not-joined', 'not-joined', 'not-joined', 'not-joined']),
  ]),
  checkIns: [
    checkIn(1, '2026-03-01', 'Works on my Pixel', true),
    checkIn(1, '2026-03-02', null),
    checkIn(1, '2026-03-03', 'Export crashed'),
    checkIn(1, '2026-03-04', null),
    checkIn(2, '2026-03-01', null),
    checkIn(2, '2026-03-02', null),
    checkIn(2, '2026-03-03', null, true),
    checkIn(3, '2026-03-01', null),
  ],
  reports: [
    report(1, { title: 'Export crashes', status: 'Verified', fixedIn: '1.1.0', verified: true }),
    report(2, { title: 'Dark mode please', kind: 'Idea' }),
    report(3, { title: 'Lovely charts', kind: 'Praise', status: 'Acknowledged' }),
    report(4, { title: 'Typo', status: 'WontFix' }),
  ],
  builds: [
    build('1.1.0', 3, [{ feedbackId: id(1), title: 'Export crashes', status: 'Verified' }]),
    build('1.0.1', 2, []),
  ],
};

describe('the draft answers', () => {
  it('says who tested: how many, for how long, how many continuously, and who left', () => {
    expect(whoTested(facts)).toBe(
      '3 testers opted in to the Google Play closed test of Tide Tables, which ran from 1 March 2026 to 4 March 2026 (4 days). ' +
        '2 of them were opted in on every one of the last 3 days; the cycle asked for 2 testers opted in for 3 days in a row. ' +
        'The same 2 testers were opted in together on 3 days in a row, reaching 3 days on 3 March 2026. ' +
        '1 tester left or lost their place during the cycle, and the places they freed went to the next in line.',
    );
  });

  it('says how they were engaged: check-ins on opted-in days, notes, screenshots, reports', () => {
    // 8 check-ins on 10 opted-in days (4 + 4 + 2); only tester 1 never missed.
    expect(howEngaged(facts)).toBe(
      'Testers checked in, saying they used the app that day, on 8 of their 10 opted-in days (80%). ' +
        '2 check-ins came with a note and 2 with screenshots. ' +
        '1 of the 3 testers checked in on every day they were opted in. ' +
        'They also filed 4 reports on the app during the cycle.',
    );
  });

  it('counts the feedback by kind and fate, and names the main reports, bugs fixed first', () => {
    expect(feedbackReceived(facts)).toBe(
      'Testers filed 4 reports during the cycle: 2 bug reports, 1 idea and 1 note of praise. ' +
        '1 of them is fixed (1 confirmed by the tester who reported it), 2 still open and 1 closed without a fix. ' +
        'The main ones: “Export crashes” (bug, fixed in 1.1.0 and confirmed by its reporter); “Typo” (bug, closed without a fix); “Dark mode please” (idea, still open).',
    );
  });

  it('lists the builds oldest first with what they fixed', () => {
    expect(whatChanged(facts)).toBe(
      'The builder posted 2 build updates to the testers, each announced to them with its notes: 1.0.1 on day 2 and 1.1.0 on day 3, fixing 1 report. ' +
        'Together they fixed 1 report from testers; the testers who filed 1 of them confirmed the fix works.',
    );
  });

  it('says plainly when nothing happened yet, and never speaks for the store', () => {
    const scheduled = draftAnswers({
      ...facts,
      cycle: { ...cycle, status: 'Scheduled' },
      board: { ...board([]), today: '2026-02-27' },
      checkIns: [],
      reports: [],
      builds: [],
    });
    expect(scheduled).toEqual({
      whoTested:
        'The Google Play closed test of Tide Tables starts on 1 March 2026; no tester has taken part yet.',
      howEngaged: 'No tester has taken part yet, so there is no engagement to report.',
      feedbackReceived: 'No reports were filed during the cycle.',
      whatChanged: 'No build updates were posted to the testers during the cycle.',
    });
    const all = JSON.stringify(draftAnswers(facts));
    expect(all).not.toMatch(/approv|guarantee|will be accepted/i);
  });

  it('speaks of a running cycle in the present, and of a short count plainly', () => {
    const running = whoTested({
      ...facts,
      cycle: { ...cycle, kind: 'Custom', status: 'Running', lastDate: '2026-03-14' },
      board: board([tester(1, ['checked-in', 'checked-in', 'checked-in', 'today'])], {
        daysInARow: 0,
        testersContinuous: 1,
        outlook: { kind: 'short', testersMissing: 1 },
      }),
    });
    expect(running).toBe(
      '1 tester opted in to the test of Tide Tables, which has run since 1 March 2026 (4 days so far). ' +
        '1 of them was opted in on every one of the last 3 days; the cycle asked for 2 testers opted in for 3 days in a row. ' +
        'Fewer than 2 testers have been opted in together so far. No tester left during the cycle.',
    );
  });

  it('spells dates as people write them', () => {
    expect(spellDate('2026-12-31')).toBe('31 December 2026');
    expect(spellDate('2027-01-05')).toBe('5 January 2027');
  });
});
