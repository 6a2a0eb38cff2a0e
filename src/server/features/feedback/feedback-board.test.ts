import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '@/server/db/schema/feedback.ts';
import type { Feedback, FeedbackKind, Severity } from '@/shared/contracts/feedback.ts';
import { nextPageUrl } from '@/shared/contracts/listing-paths.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { insertReport, testerWith } from '@/tests/factories/feedback.ts';
import { postListing } from '@/tests/factories/listings.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';

/** The builder's board: who may read it, its filters and sorts, and its pages. */
let t: TestApp;
let builder: SignedInUser;
let reporter: SignedInUser;
let listing: Listing;
const T0 = Date.parse('2030-05-01T10:00:00.000Z');

interface Made {
  id: string;
  kind: FeedbackKind;
  severity: Severity | null;
  /** Microseconds after T0, as the database holds it. */
  micros: number;
}
const made: Made[] = [];
const RANK = { Low: 1, Medium: 2, High: 3, Critical: 4 } as const;

beforeAll(async () => {
  t = await buildTestApp();
  builder = await signUpAs(t.app, 'Builder');
  listing = await postListing(t.app, builder.cookie, { name: 'Busy Harbor' });
  reporter = await testerWith(t, builder, listing, 'Accepted');
  // Ties on purpose: d and e at the same instant, f and g within one millisecond.
  const plan: [FeedbackKind, Severity | null, number][] = [
    ['Bug', 'Critical', 1_000_000],
    ['Bug', 'Low', 2_000_000],
    ['Idea', null, 3_000_000],
    ['Bug', 'High', 4_000_000],
    ['Praise', null, 4_000_000],
    ['Bug', 'Critical', 5_000_200],
    ['Bug', 'Medium', 5_000_500],
    ['Idea', null, 6_000_000],
  ];
  for (const [kind, severity, micros] of plan) {
    const id = await insertReport(t.db, {
      listingId: listing.id,
      reporterId: reporter.user.id,
      kind,
      severity,
      createdAt: new Date(T0 + Math.floor(micros / 1000)),
    });
    if (micros % 1000) {
      await t.db
        .update(feedback)
        .set({
          createdAt: sql`${feedback.createdAt} + ${`${micros % 1000} microseconds`}::interval`,
        })
        .where(eq(feedback.id, id));
    }
    made.push({ id, kind, severity, micros });
  }
  await t.db
    .update(feedback)
    .set({ status: 'Acknowledged' })
    .where(eq(feedback.id, made[7]?.id ?? ''));
});
afterAll(() => t.close());

/** `cookie` empty: signed out. */
const board = (query: string, cookie = builder.cookie, id = listing.id) =>
  t.app.inject({
    method: 'GET',
    url: `/api/software/${id}/feedback${query}`,
    headers: cookie ? { cookie } : {},
  });

/** Every page, following the Link header; answers the ids page by page. */
async function walk(query: string): Promise<string[][]> {
  const pages: string[][] = [];
  let url: string | null = `/api/software/${listing.id}/feedback${query}`;
  while (url) {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: builder.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    pages.push((response.json() as Feedback[]).map((report) => report.id));
    url = nextPageUrl((response.headers.link as string | undefined) ?? null);
    expect(pages.length).toBeLessThan(10);
  }
  return pages;
}

const byId = (a: Made, b: Made) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const newest = (a: Made, b: Made) => b.micros - a.micros || -byId(a, b);
const ids = (list: Made[]) => list.map((report) => report.id);
const rank = (report: Made) => (report.severity ? RANK[report.severity] : 0);

describe('who may read the board', () => {
  it('is the listing’s builder and admins; others 403, signed out 401, no such listing 404', async () => {
    expect((await board('')).statusCode).toBe(200);
    const admin = await signUpAs(t.app, 'Admin');
    expect((await board('', admin.cookie)).json()).toHaveLength(made.length);
    const other = await signUpAs(t.app, 'Builder');
    expect((await board('', reporter.cookie)).statusCode).toBe(403);
    expect((await board('', other.cookie)).statusCode).toBe(403);
    expect((await board('', '')).statusCode).toBe(401);
    expect((await board('', builder.cookie, crypto.randomUUID())).statusCode).toBe(404);
  });
});

describe('sorts, across pages', () => {
  it('newest first by default, three pages of three, three and two', async () => {
    const pages = await walk('?limit=3');
    expect(pages.map((page) => page.length)).toEqual([3, 3, 2]);
    expect(pages.flat()).toEqual(ids([...made].sort(newest)));
  });

  it('splits a page between reports of one instant and of one millisecond without losing any', async () => {
    // Pages of two end on g (f is 300 µs older, in the same millisecond) and between d and e (created at once).
    const pages = await walk('?limit=2');
    expect(pages).toHaveLength(4);
    expect(pages.flat()).toEqual(ids([...made].sort(newest)));
  });

  it('oldest first', async () => {
    expect((await walk('?sort=oldest&limit=3')).flat()).toEqual(
      ids([...made].sort(newest).reverse()),
    );
  });

  it('by severity: Critical first, then newest; reports without one last', async () => {
    const pages = await walk('?sort=severity&limit=3');
    expect(pages).toHaveLength(3);
    const expected = [...made].sort((a, b) => rank(b) - rank(a) || newest(a, b));
    expect(pages.flat()).toEqual(ids(expected));
    const first = (await board('?sort=severity&limit=2')).json() as Feedback[];
    expect(first.map((report) => report.severity)).toEqual(['Critical', 'Critical']);
  });
});

describe('filters', () => {
  it('by kind, status and severity, kept on the next page', async () => {
    const of = (keep: (report: Made) => boolean) => ids(made.filter(keep).sort(newest));
    expect((await walk('?kind=Idea')).flat()).toEqual(of((r) => r.kind === 'Idea'));
    expect((await walk('?status=Acknowledged')).flat()).toEqual([made[7]?.id]);
    expect((await walk('?status=New&limit=2')).flat()).toEqual(of((r) => r !== made[7]));
    const critical = await walk('?kind=Bug&severity=Critical&limit=1');
    expect(critical).toEqual(of((r) => r.severity === 'Critical').map((id) => [id]));
    const link = (await board('?kind=Bug&severity=Critical&limit=1')).headers.link;
    expect(link).toMatch(/kind=Bug&severity=Critical&sort=newest&limit=1&cursor=/);
    expect((await board('?severity=Low&limit=1')).headers.link).toBeUndefined();
  });
});

describe('a cursor', () => {
  const cursorOf = async (query: string) => {
    const link = (await board(query)).headers.link as string;
    return new URL(nextPageUrl(link) as string, 'http://x').searchParams.get('cursor') as string;
  };
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('is refused with 400 when it is not one the board made', async () => {
    const good = JSON.parse(Buffer.from(await cursorOf('?limit=1'), 'base64url').toString());
    const bad = [
      'not-a-cursor',
      encode({ ...good, at: '2030-05-01T10:00:06.000Z' }),
      encode({ ...good, at: '2030-02-30T10:00:06.000000Z' }),
      encode({ ...good, id: 'x' }),
      encode({ ...good, rank: 9 }),
      encode(null),
    ];
    for (const cursor of bad) {
      const response = await board(`?cursor=${cursor}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json()).toEqual({
        code: 'validation_failed',
        message: 'Invalid cursor',
        errors: { cursor: 'Invalid cursor' },
      });
    }
    expect((await board(`?sort=oldest&cursor=${encode(good)}`)).statusCode).toBe(400);
    expect((await board(`?cursor=${encode(good)}`)).statusCode).toBe(200);
  });
});
