import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackEvents } from '@/server/db/schema/feedback.ts';
import { users } from '@/server/db/schema/users.ts';
import { feedbackDetailSchema } from '@/shared/contracts/feedback.ts';
import { feedbackPaths } from '@/shared/contracts/feedback-paths.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { z } from '@/shared/contracts/zod.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { hoursAfter, insertReports } from '@/tests/factories/feedback-inserts.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

let t: TestApp;
let builder: SignedInUser;
let reporter: SignedInUser;
let listing: Listing;

const FIRST_NAME = 'Zoë Anaïs Éléonore'.padEnd(80, 'é');
const LONG_WORD = 'Ünïcödé'.repeat(72).slice(0, 500);
const HOSTILE_BODY = `Tapping "Save", then "Undo", crashes.\nLine two\r\nand ${LONG_WORD}`;
const created = new Date('2025-03-01T10:00:00.000Z');

beforeAll(async () => {
  t = await buildTestApp();
  [builder, reporter] = await Promise.all([signUpAs(t.app, 'Builder'), signUpAs(t.app, 'Tester')]);
  await t.db
    .update(users)
    .set({ firstName: FIRST_NAME, lastName: 'Müller-Lüdenscheidt' })
    .where(eq(users.id, reporter.user.id));
  listing = await postListing(t.app, builder.cookie, { name: 'Harbör Nötes — Beta!' });
  const [hostile] = await insertReports(t.db, [
    {
      listingId: listing.id,
      reporterId: reporter.user.id,
      title: '=HYPERLINK("http://evil.example","x")',
      body: HOSTILE_BODY,
      steps: '+1+2',
      expected: '-2',
      actual: '@SUM(A1)',
      severity: 'High',
      device: { browser: '\tFirefox 140', os: 'Linux, "Debian"', viewport: '\r1280x720' },
      createdAt: created,
    },
  ]);
  await insertReports(t.db, [
    {
      listingId: listing.id,
      reporterId: reporter.user.id,
      kind: 'Idea',
      title: 'Dark mode',
      body: 'Please',
      status: 'Duplicate',
      duplicateOfId: hostile?.id,
      screenshotIds: ['a', 'b'],
      createdAt: hoursAfter(created, 1),
    },
  ]);
  await t.db.insert(feedbackEvents).values({
    feedbackId: hostile?.id as string,
    actorId: builder.user.id,
    kind: 'comment',
    body: 'Thanks, looking into it',
    createdAt: hoursAfter(created, 2),
  });
});
afterAll(() => t.close());

const exportOf = (listingId: string, format: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${feedbackPaths.export(listingId)}?format=${format}`,
    headers: cookie ? { cookie } : {},
  });

/** RFC 4180 read back independently: quoted fields may hold commas, doubled quotes and breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (quoted) field += char;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      records.push([...record, field]);
      record = [];
      field = '';
      i++;
    } else field += char;
  }
  expect(`${record.join()}${field}`, 'the file ends with CRLF').toBe('');
  return records;
}

const today = () => new Date().toISOString().slice(0, 10);

describe('exporting a listing’s feedback as CSV', () => {
  it('answers a UTF-8 file with a BOM, quoted per RFC 4180, formulas defused', async () => {
    const response = await exportOf(listing.id, 'csv', builder.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="harbor-notes-beta-feedback-${today()}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const text = response.rawPayload.toString('utf8').slice(1);
    expect(text).toContain('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    const [header, hostile, idea, ...rest] = parseCsv(text);
    expect(rest).toEqual([]);
    expect(header).toEqual([
      'ID',
      'Created',
      'Kind',
      'Severity',
      'Status',
      'Title',
      'Body',
      'Steps',
      'Expected',
      'Actual',
      'Reporter',
      'Browser',
      'OS',
      'Viewport',
      'Duplicate of',
      'Screenshots',
    ]);
    expect(hostile?.slice(1)).toEqual([
      '2025-03-01T10:00:00.000Z',
      'Bug',
      'High',
      'New',
      '\'=HYPERLINK("http://evil.example","x")',
      HOSTILE_BODY,
      "'+1+2",
      "'-2",
      "'@SUM(A1)",
      `${FIRST_NAME} Müller-Lüdenscheidt`,
      "'\tFirefox 140",
      'Linux, "Debian"',
      "'\r1280x720",
      '',
      '0',
    ]);
    expect(idea?.slice(2, 10)).toEqual([
      'Idea',
      '',
      'Duplicate',
      'Dark mode',
      'Please',
      '',
      '',
      '',
    ]);
    expect(idea?.slice(-2)).toEqual([hostile?.[0], '2']);
  });

  it('answers the header alone for a listing without reports', async () => {
    const empty = await postListing(t.app, builder.cookie, { name: 'Ω' });
    const response = await exportOf(empty.id, 'csv', builder.cookie);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="listing-feedback-${today()}.csv"`,
    );
    expect(parseCsv(response.body.slice(1))).toHaveLength(1);
  });
});

describe('exporting a listing’s feedback as JSON', () => {
  it('answers the reports with their timelines, oldest first', async () => {
    const response = await exportOf(listing.id, 'json', builder.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="harbor-notes-beta-feedback-${today()}.json"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const reports = z.array(feedbackDetailSchema.strict()).parse(response.json());
    expect(reports.map((r) => r.title)).toEqual([
      '=HYPERLINK("http://evil.example","x")',
      'Dark mode',
    ]);
    expect(reports[0]).toMatchObject({
      body: HOSTILE_BODY,
      reporter: { id: reporter.user.id, firstName: FIRST_NAME },
      device: { os: 'Linux, "Debian"' },
      timeline: [
        { kind: 'comment', body: 'Thanks, looking into it', actor: { id: builder.user.id } },
      ],
    });
    expect(reports[1]).toMatchObject({ duplicateOf: reports[0]?.id, timeline: [] });
    expect(reports[1]?.screenshots).toEqual([
      feedbackPaths.screenshot(reports[1]?.id as string, 0),
      feedbackPaths.screenshot(reports[1]?.id as string, 1),
    ]);
  });
});

describe('a listing with hundreds of reports', () => {
  it('exports every one once, in order, in both formats', async () => {
    const big = await postListing(t.app, builder.cookie, { name: 'Busy beta' });
    const inserted = await insertReports(
      t.db,
      Array.from({ length: 640 }, (_, i) => ({
        listingId: big.id,
        reporterId: reporter.user.id,
        title: `Report ${i}`,
        // Many share a timestamp, so the order falls back to the id.
        createdAt: hoursAfter(created, Math.floor(i / 3)),
      })),
    );
    await t.db.insert(feedbackEvents).values(
      inserted.map((report) => ({
        feedbackId: report.id,
        kind: 'status' as const,
        status: 'New' as const,
      })),
    );
    const order = inserted
      .toSorted((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
      .map((report) => report.id);

    const csv = parseCsv((await exportOf(big.id, 'csv', builder.cookie)).body.slice(1));
    expect(csv.slice(1).map((row) => row[0])).toEqual(order);
    const json = (await exportOf(big.id, 'json', builder.cookie)).json();
    expect(json.map((r: { id: string }) => r.id)).toEqual(order);
    expect(json.every((r: { timeline: unknown[] }) => r.timeline.length === 1)).toBe(true);
  });
});

describe('who may export', () => {
  it('is the listing’s builder alone: admins and others are refused', async () => {
    const [other, admin] = await Promise.all([
      signUpAs(t.app, 'Builder'),
      signUpAs(t.app, 'Admin'),
    ]);
    expect((await exportOf(listing.id, 'csv')).statusCode).toBe(401);
    for (const cookie of [reporter.cookie, other.cookie, admin.cookie]) {
      const refused = await exportOf(listing.id, 'json', cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'not_listing_builder',
        message: 'Only the builder of this beta can export its feedback',
      });
    }
  });

  it('answers 404 for an unknown listing and 400 for a format it does not write', async () => {
    const missing = await exportOf(crypto.randomUUID(), 'csv', builder.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Software not found');
    for (const format of ['xlsx', 'CSV', '']) {
      expect((await exportOf(listing.id, format, builder.cookie)).statusCode).toBe(400);
    }
    const noFormat = await t.app.inject({
      method: 'GET',
      url: feedbackPaths.export(listing.id),
      headers: { cookie: builder.cookie },
    });
    expect(noFormat.statusCode).toBe(400);
  });
});
