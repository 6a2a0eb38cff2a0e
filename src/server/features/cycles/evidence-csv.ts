import { CSV_BOM, type CsvValue, csvRow } from '@/server/lib/csv.ts';
import type { BoardDayState } from '@/shared/contracts/cycle-board.ts';
import type { CycleEvidence } from '@/shared/contracts/cycle-evidence.ts';
import { fullName } from '@/shared/person-name.ts';

/*
 * The evidence pack as one file a spreadsheet opens as it is: the notice that the store alone
 * decides on the first line, then a section per part (the cycle, the draft answers, testers ×
 * days, check-ins, reports, builds, the terms accepted), each a title row, a header row and its rows, a blank row
 * between. The parts have different columns, so one table of tester-days would repeat the cycle
 * on every row and have no place for reports and builds; the testers × days section is the
 * builder's grid as they see it on the page. RFC 4180 (CRLF rows, quotes doubled), behind a UTF-8
 * byte order mark so Excel reads accents, as the feedback export is (`server/lib/csv.ts`).
 */

const section = (title: string, header: string[], rows: CsvValue[][]) =>
  `\r\n${csvRow([title])}${csvRow(header)}${rows.map(csvRow).join('')}`;

const DAY_WORDS: Record<BoardDayState, string> = {
  'checked-in': 'checked in',
  missed: 'missed',
  today: 'today, open',
  'not-joined': 'not opted in yet',
  dropped: 'left',
  upcoming: '',
};

export function evidenceCsv(pack: CycleEvidence): string {
  const { cycle, board, answers } = pack;
  const names = new Map(
    board.testers.map((tester) => [tester.testerId, fullName(tester) || 'A tester']),
  );
  const nameOf = (testerId: string) => names.get(testerId) ?? 'A former tester';
  return [
    CSV_BOM + csvRow([pack.notice]),
    section(
      'Test cycle',
      [
        'Listing',
        'Kind',
        'Time zone',
        'Start date',
        'Last date',
        'Status',
        'Testers required',
        'Days required',
        'Generated at',
      ],
      [
        [
          pack.listing.name,
          cycle.kind,
          cycle.timeZone,
          cycle.startDate,
          cycle.lastDate,
          cycle.status,
          cycle.testersRequired,
          cycle.lengthDays,
          pack.generatedAt,
        ],
      ],
    ),
    section(
      'Draft answers (edit them before you use them)',
      ['Question', 'Draft answer'],
      [
        ['Who tested your app?', answers.whoTested],
        ['How were testers engaged?', answers.howEngaged],
        ['What feedback did you receive?', answers.feedbackReceived],
        ['What did you change?', answers.whatChanged],
      ],
    ),
    section(
      'Testers and their days',
      [
        'Tester',
        'Holds a place',
        'Opted in on',
        'Left on',
        'Streak',
        'Continuous',
        ...board.dates.map((date, i) => `Day ${i + 1} (${date})`),
      ],
      board.testers.map((tester) => [
        nameOf(tester.testerId),
        tester.holdsPlace,
        tester.optedInOn,
        tester.leftOn,
        tester.streak,
        tester.continuous,
        ...tester.days.map((state) => DAY_WORDS[state]),
      ]),
    ),
    section(
      'Check-ins',
      ['Tester', 'Date', 'Day', 'Note', 'Screenshot'],
      pack.checkIns.map((checkIn) => [
        nameOf(checkIn.testerId),
        checkIn.date,
        checkIn.day,
        checkIn.note,
        checkIn.screenshot !== null,
      ]),
    ),
    section(
      'Reports',
      ['Title', 'Kind', 'Status', 'Reporter', 'Filed at', 'Fixed in build', 'Verified by reporter'],
      pack.reports.map((report) => [
        report.title,
        report.kind,
        report.status,
        report.reporter,
        report.createdAt,
        report.fixedIn,
        report.verified,
      ]),
    ),
    section(
      'Build updates',
      ['Version', 'Posted on', 'Day', 'Notes', 'Reports fixed'],
      pack.builds.map((build) => [
        build.version,
        build.postedOn,
        build.day,
        build.notes,
        build.fixes.map((fix) => fix.title).join('; '),
      ]),
    ),
    section(
      'Terms accepted',
      ['Tester', 'Version', 'Accepted at'],
      pack.agreements.accepted.map((acceptance) => [
        nameOf(acceptance.testerId),
        acceptance.version,
        acceptance.acceptedAt,
      ]),
    ),
    section(
      'Terms as accepted',
      ['Version', 'Written at', 'Text'],
      pack.agreements.versions.map((terms) => [terms.version, terms.createdAt, terms.text]),
    ),
  ].join('');
}
