import type { BoardTester, CycleBoard } from '@/shared/contracts/cycle-board.ts';
import type { CycleBuild } from '@/shared/contracts/cycle-builds.ts';
import { type CycleEvidence, STORE_DECIDES_NOTICE } from '@/shared/contracts/cycle-evidence.ts';
import type { Cycle, RosterEntry } from '@/shared/contracts/cycles.ts';
import type { Feedback } from '@/shared/contracts/feedback.ts';
import { fakeId } from './fixtures.ts';

/** A Play closed test on its third day of fourteen, as its builder reads it. */
export function makeCycle(overrides: Partial<Cycle> = {}): Cycle {
  return {
    id: fakeId(),
    softwareId: fakeId(),
    kind: 'PlayClosedTest',
    testersRequired: 12,
    headroom: 3,
    lengthDays: 14,
    extensionDays: 0,
    timeZone: 'Europe/Berlin',
    startDate: '2027-03-01',
    lastDate: '2027-03-14',
    endedEarlyOn: null,
    missedDaysLimit: 3,
    status: 'Running',
    today: '2027-03-03',
    day: 3,
    createdAt: '2027-02-28T09:00:00.000Z',
    optInLink: 'https://play.google.com/apps/testing/com.example',
    roster: [],
    notConfirmed: 0,
    ...overrides,
  };
}

export function makeRosterEntry(overrides: Partial<RosterEntry> = {}): RosterEntry {
  return {
    testerId: fakeId(),
    firstName: 'Zoë',
    lastName: 'Ångström',
    optIn: { optedInOn: '2027-03-01', storeEmail: 'zoe@gmail.com' },
    ...overrides,
  };
}

export function makeBoardTester(overrides: Partial<BoardTester> = {}): BoardTester {
  return {
    testerId: fakeId(),
    firstName: 'Zoë',
    lastName: 'Ångström',
    holdsPlace: true,
    optedInOn: '2027-03-01',
    leftOn: null,
    days: ['checked-in', 'missed', 'today', 'upcoming'],
    streak: 0,
    missedInARow: 1,
    atRisk: true,
    continuous: true,
    ...overrides,
  };
}

/** A four-day board on its third day, short of the requirement unless overridden. */
export function makeBoard(overrides: Partial<CycleBoard> = {}): CycleBoard {
  return {
    cycleId: fakeId(),
    dates: ['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04'],
    today: '2027-03-03',
    testers: [],
    progress: {
      daysInARow: 3,
      optedIn: 9,
      testersContinuous: 9,
      testersRequired: 12,
      daysRequired: 14,
      outlook: { kind: 'short', testersMissing: 3 },
    },
    places: { wanted: 15, held: 9, waiting: 2 },
    ...overrides,
  };
}

export function makeBuild(overrides: Partial<CycleBuild> = {}): CycleBuild {
  return {
    id: fakeId(),
    cycleId: fakeId(),
    version: '1.2.0',
    notes: 'Saving no longer crashes.',
    postedOn: '2027-03-02',
    day: 2,
    fixes: [],
    createdAt: '2027-03-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A report on the listing, as the feedback board lists it. */
export function makeOpenReport(overrides: Partial<Feedback> = {}): Feedback {
  return {
    id: fakeId(),
    softwareId: fakeId(),
    reporter: { id: fakeId(), firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null },
    kind: 'Bug',
    title: 'Crash on save',
    body: 'It crashes',
    steps: null,
    expected: null,
    actual: null,
    severity: 'High',
    device: { browser: '', os: '', viewport: '' },
    screenshots: [],
    status: 'New',
    duplicateOf: null,
    createdAt: '2027-03-02T09:00:00.000Z',
    updatedAt: '2027-03-02T09:00:00.000Z',
    ...overrides,
  };
}

export function makeEvidence(overrides: Partial<CycleEvidence> = {}): CycleEvidence {
  const board = makeBoard();
  return {
    notice: STORE_DECIDES_NOTICE,
    generatedAt: '2027-03-03T12:00:00.000Z',
    listing: { id: fakeId(), name: 'TaskFlow' },
    cycle: {
      id: board.cycleId,
      kind: 'PlayClosedTest',
      timeZone: 'Europe/Berlin',
      startDate: '2027-03-01',
      lastDate: '2027-03-14',
      status: 'Running',
      testersRequired: 12,
      lengthDays: 14,
    },
    board,
    checkIns: [],
    reports: [],
    builds: [],
    agreements: { accepted: [], versions: [] },
    answers: {
      whoTested: '12 testers from Beta Harbor tested the app.',
      howEngaged: 'They checked in daily.',
      feedbackReceived: '3 reports.',
      whatChanged: 'Version 1.2.0 fixed a crash.',
    },
    ...overrides,
  };
}
