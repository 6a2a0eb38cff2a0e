import type { CycleBoard } from '@/shared/contracts/cycle-board.ts';
import type { CycleBuild } from '@/shared/contracts/cycle-builds.ts';
import type { CheckIn } from '@/shared/contracts/cycle-check-ins.ts';
import type { CycleEvidence, EvidenceAnswers } from '@/shared/contracts/cycle-evidence.ts';
import type { CycleKind } from '@/shared/contracts/cycle-rules.ts';
import type { FeedbackStatus } from '@/shared/contracts/feedback.ts';
import { daysBetween } from '@/shared/cycles/calendar-dates.ts';

/*
 * Draft answers to Play's production-access questions, in plain sentences the builder edits before
 * pasting them in. Every number comes from the pack itself, so the answer and the data beside it
 * agree; no sentence says what the store will decide.
 */

export interface EvidenceFacts {
  listingName: string;
  cycle: CycleEvidence['cycle'];
  board: CycleBoard;
  checkIns: CheckIn[];
  reports: CycleEvidence['reports'];
  builds: CycleBuild[];
}

const KIND_PHRASES: Record<CycleKind, string> = {
  PlayClosedTest: 'the Google Play closed test',
  TestFlight: 'the TestFlight beta',
  Custom: 'the test',
};

const FIXED: readonly string[] = ['Fixed', 'Verified'] satisfies FeedbackStatus[];
const CLOSED: readonly string[] = ['WontFix', 'Duplicate'] satisfies FeedbackStatus[];

export const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2026-03-01` as people write it: 1 March 2026. */
export function spellDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** "a, b and c" */
const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 100);

/** Days the cycle has run, up to today or its last date. */
function daysRun({ cycle, board }: EvidenceFacts): number {
  const toDate = (date: string) => daysBetween(cycle.startDate, date) + 1;
  return Math.max(0, Math.min(toDate(board.today), toDate(cycle.lastDate)));
}

const participants = ({ board }: EvidenceFacts) =>
  board.testers.filter((tester) => tester.optedInOn !== null);

export function whoTested(facts: EvidenceFacts): string {
  const { cycle, board, listingName } = facts;
  const test = `${KIND_PHRASES[cycle.kind]} of ${listingName}`;
  const ran = daysRun(facts);
  if (ran === 0)
    return `${capitalize(test)} starts on ${spellDate(cycle.startDate)}; no tester has taken part yet.`;
  const span =
    cycle.status === 'Ended'
      ? `which ran from ${spellDate(cycle.startDate)} to ${spellDate(cycle.lastDate)} (${count(ran, 'day')})`
      : `which has run since ${spellDate(cycle.startDate)} (${count(ran, 'day')} so far)`;
  const testers = participants(facts);
  if (testers.length === 0) return `No tester opted in to ${test}, ${span}.`;
  const { progress } = board;
  const required = count(progress.testersRequired, 'tester');
  const days = count(progress.daysRequired, 'day');
  const left = testers.filter((tester) => tester.leftOn !== null).length;
  return [
    `${count(testers.length, 'tester')} opted in to ${test}, ${span}.`,
    `${progress.testersContinuous} of them ${progress.testersContinuous === 1 ? 'was' : 'were'} opted in on every one of the last ${days}; the cycle asked for ${required} opted in for ${days} in a row.`,
    progress.daysInARow === 0
      ? `Fewer than ${required} have been opted in together so far.`
      : `The same ${required} were opted in together on ${count(progress.daysInARow, 'day')} in a row${progress.outlook.kind === 'met' ? `, reaching ${days} on ${spellDate(progress.outlook.metOn)}` : ''}.`,
    left === 0
      ? 'No tester left during the cycle.'
      : `${count(left, 'tester')} left or lost their place during the cycle, and the places they freed went to the next in line.`,
  ].join(' ');
}

export function howEngaged(facts: EvidenceFacts): string {
  const testers = participants(facts);
  if (testers.length === 0)
    return 'No tester has taken part yet, so there is no engagement to report.';
  const squares = testers.flatMap((tester) => tester.days);
  const checkedIn = squares.filter((state) => state === 'checked-in').length;
  const optedIn = checkedIn + squares.filter((state) => state === 'missed').length;
  const { checkIns, reports } = facts;
  const notes = checkIns.filter((checkIn) => checkIn.note).length;
  const screenshots = checkIns.filter((checkIn) => checkIn.screenshot).length;
  const everyDay = testers.filter(
    (tester) => tester.days.includes('checked-in') && !tester.days.includes('missed'),
  ).length;
  return [
    `Testers checked in, saying they used the app that day, on ${checkedIn} of their ${optedIn} opted-in days (${percent(checkedIn, optedIn)}%).`,
    `${count(notes, 'check-in')} came with a note and ${count(screenshots, 'with a screenshot', 'with screenshots')}.`,
    `${everyDay} of the ${count(testers.length, 'tester')} checked in on every day they were opted in.`,
    `They also filed ${count(reports.length, 'report')} on the app during the cycle.`,
  ].join(' ');
}

const KIND_WORDS: Record<string, [string, string]> = {
  Bug: ['bug report', 'bug reports'],
  Idea: ['idea', 'ideas'],
  Praise: ['note of praise', 'notes of praise'],
};
const KIND_OF_ONE: Record<string, string> = { Bug: 'bug', Idea: 'idea', Praise: 'praise' };

/** Bugs first, then those fixed in a build, then the earliest: what shows feedback acted on. */
function topReports(reports: EvidenceFacts['reports'], limit = 3) {
  const rank = (report: EvidenceFacts['reports'][number]) =>
    (report.kind === 'Bug' ? 0 : report.kind === 'Idea' ? 2 : 4) + (report.fixedIn ? 0 : 1);
  return [...reports]
    .sort((a, b) => rank(a) - rank(b) || a.createdAt.localeCompare(b.createdAt))
    .slice(0, limit);
}

function describeReport(report: EvidenceFacts['reports'][number]): string {
  const kind = KIND_OF_ONE[report.kind] ?? 'report';
  const fate = report.verified
    ? `fixed in ${report.fixedIn ?? 'a build'} and confirmed by its reporter`
    : FIXED.includes(report.status)
      ? `fixed${report.fixedIn ? ` in ${report.fixedIn}` : ''}`
      : CLOSED.includes(report.status)
        ? 'closed without a fix'
        : 'still open';
  return `“${report.title}” (${kind}, ${fate})`;
}

export function feedbackReceived({ reports }: EvidenceFacts): string {
  if (reports.length === 0) return 'No reports were filed during the cycle.';
  const kinds = Object.entries(KIND_WORDS).flatMap(([kind, [one, many]]) => {
    const n = reports.filter((report) => report.kind === kind).length;
    return n === 0 ? [] : [count(n, one, many)];
  });
  const fixed = reports.filter((report) => FIXED.includes(report.status)).length;
  const verified = reports.filter((report) => report.verified).length;
  const closed = reports.filter((report) => CLOSED.includes(report.status)).length;
  const open = reports.length - fixed - closed;
  return [
    `Testers filed ${count(reports.length, 'report')} during the cycle: ${listOf(kinds)}.`,
    `${fixed} of them ${fixed === 1 ? 'is' : 'are'} fixed (${verified} confirmed by the tester who reported it), ${open} still open and ${closed} closed without a fix.`,
    `The main ones: ${topReports(reports).map(describeReport).join('; ')}.`,
  ].join(' ');
}

export function whatChanged({ builds }: EvidenceFacts): string {
  if (builds.length === 0) return 'No build updates were posted to the testers during the cycle.';
  const oldestFirst = [...builds].reverse();
  const posted = oldestFirst.map((build) => {
    const fixes = build.fixes.length === 0 ? '' : `, fixing ${count(build.fixes.length, 'report')}`;
    return `${build.version} on day ${build.day}${fixes}`;
  });
  const fixed = new Map(builds.flatMap((build) => build.fixes.map((fix) => [fix.feedbackId, fix])));
  const verified = [...fixed.values()].filter((fix) => fix.status === 'Verified').length;
  const outcome =
    fixed.size === 0
      ? 'None of them named a report as fixed.'
      : `Together they fixed ${count(fixed.size, 'report')} from testers; the testers who filed ${verified} of them confirmed the fix works.`;
  return [
    `The builder posted ${count(builds.length, 'build update')} to the testers, ${builds.length === 1 ? 'announced' : 'each announced'} to them with its notes: ${listOf(posted)}.`,
    outcome,
  ].join(' ');
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const draftAnswers = (facts: EvidenceFacts): EvidenceAnswers => ({
  whoTested: whoTested(facts),
  howEngaged: howEngaged(facts),
  feedbackReceived: feedbackReceived(facts),
  whatChanged: whatChanged(facts),
});
