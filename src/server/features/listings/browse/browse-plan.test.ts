import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '@/server/db/execute-rows.ts';
import { nextPageUrl } from '@/shared/contracts/listing-paths.ts';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { type SignedInUser, signUpAs } from '@/tests/factories/people.ts';
import { insertWholeCatalogue, SEARCH_KINDS } from '@/tests/search/search-catalogue.ts';

/**
 * Browse must stay fast at 100,000 listings: with enough rows for the planner to care, its
 * queries use the browse indexes and search's word indexes, never a sequential scan of all
 * listings. The listings use words as unevenly as real ones (tests/search/search-catalogue.ts).
 */
const LISTINGS = 50_000;
let captured: { query: string; params: unknown[] }[] = [];
let t: TestApp;
let tester: SignedInUser;

beforeAll(async () => {
  // Search asks the database while a process's index loads, or always with this setting.
  t = await buildTestApp({ SEARCH_INDEX: 'database' }, (query, params) =>
    captured.push({ query, params }),
  );
  const builder = await signUpAs(t.app, 'Builder');
  tester = await signUpAs(t.app, 'Tester');
  await insertWholeCatalogue(t.db, builder.user.id, LISTINGS);
  // Platforms and sort keys as unevenly spread as real ones: most listings on a phone, a few
  // with a cycle short of testers or a builder who has answered a report.
  await t.db.execute(sql`update software set
    platforms = case when random() < 0.6 then '{Android,iOS}'::platform[]
      when random() < 0.5 then '{Web}'::platform[] else '{Windows,macOS,Linux}'::platform[] end,
    sort_places = case when random() < 0.5 then 2147483647 else floor(random() * 30) end,
    sort_cycle_day = case when random() < 0.9 then 2147483647 else 20600 + floor(random() * 60) end,
    sort_answer_minutes = case when random() < 0.7 then 2147483647 else floor(random() * 5000) end`);
  await t.db.execute(sql`analyze`);
}, 240_000);
afterAll(() => t.close());

const literal = (value: unknown) =>
  typeof value === 'number'
    ? String(value)
    : `'${(value instanceof Date ? value.toISOString() : String(value)).replaceAll("'", "''")}'`;

/**
 * The plans of the queries Browse ran for this URL, with their parameters inlined; with
 * `analyze`, as run, with the rows each step read and threw away.
 */
async function plansOf(url: string, { analyze = false } = {}): Promise<string[]> {
  captured = [];
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: tester.cookie } });
  expect(response.statusCode).toBe(200);
  const browse = captured.filter(
    ({ query }) => query.includes('"software"."status" = ') || query.includes('search_vocabulary'),
  );
  if (browse.length === 0) throw new Error('no browse query captured');
  const plans = [];
  for (const { query, params } of browse) {
    const text = query.replace(/\$(\d+)/g, (_, n) => literal(params[Number(n) - 1]));
    const rows = await executeRows<Record<string, string>>(
      t.db,
      sql.raw(`explain ${analyze ? '(analyze) ' : ''}${text}`),
    );
    plans.push(rows.map((row) => Object.values(row)[0]).join('\n'));
  }
  return plans;
}

async function planOf(url: string): Promise<string> {
  const [plan] = await plansOf(url);
  return plan as string;
}

describe('Browse query plans', () => {
  it('pages newest first through the browse index', async () => {
    const plan = await planOf('/api/software');
    expect(plan).toMatch(/software_browse_idx/);
    expect(plan).not.toMatch(/Seq Scan on software\b/);
  });

  it('filters a category through the category index', async () => {
    const plan = await planOf('/api/software?category=Web');
    expect(plan).toMatch(/software_browse_category_idx/);
    expect(plan).not.toMatch(/Seq Scan on software\b/);
  });

  it.each([
    ['places', 'software_browse_places_idx'],
    ['cycle', 'software_browse_cycle_idx'],
    ['responsive', 'software_browse_responsive_idx'],
  ])('pages the %s sort through its index, from the cursor on', async (sort, index) => {
    const first = await t.app.inject({ method: 'GET', url: `/api/software?sort=${sort}` });
    const next = nextPageUrl((first.headers.link as string) ?? null) as string;
    const onPlatform = await planOf(`/api/software?sort=${sort}&platform=Web`);
    const afterCursor = await planOf(next);
    for (const plan of [onPlatform, afterCursor]) {
      expect(plan).toMatch(new RegExp(index));
      expect(plan).not.toMatch(/Seq Scan on software\b/);
      expect(plan).not.toMatch(/Sort\b/);
    }
    // After the cursor, the index starts at the cursor's key rather than at the first row.
    expect(afterCursor).toMatch(/Index Cond: .*sort_/);
  });

  it('filters a platform on the rows the browse index walks', async () => {
    const plan = await planOf('/api/software?platform=Linux');
    expect(plan).toMatch(/software_browse_idx/);
    expect(plan).not.toMatch(/Seq Scan on software\b/);
  });

  // Below tens of thousands of rows a sequential scan is honestly cheaper: hence 50,000.
  it.each(Object.entries(SEARCH_KINDS))(
    'searches for a %s ("%s") from the indexes: the vocabulary, then the words',
    async (_, search) => {
      const plans = await plansOf(`/api/software?search=${encodeURIComponent(search)}`);
      const [vocabulary, ...pages] = plans;
      expect(vocabulary).toMatch(/search_vocabulary_pkey/);
      // A word found neither whole nor as a prefix is looked for one letter off.
      if (search === 'xylograph' || search === 'plannr') {
        expect(vocabulary).toMatch(/search_vocabulary_trgm_idx/);
      }
      // Nothing can match "xylograph": no listing is read at all.
      expect(pages).toHaveLength(search === 'xylograph' ? 0 : 1);
      for (const plan of pages)
        expect(plan).toMatch(/software_(browse|name_words|search_words)_idx/);
      for (const plan of plans)
        expect(plan).not.toMatch(/Seq Scan on (software|search_vocabulary)\b/);
    },
  );

  // "vekoba" is in one name in 45; its one longer form, "vekobako", in one in 2,000. Taking
  // "a prefix, less the whole word" for common, the planner used to walk the browse index through
  // most listings to fill the prefix tiers.
  it('finds the rare longer forms of a common word through the word indexes', async () => {
    const plans = await plansOf('/api/software?search=vekoba', { analyze: true });
    const removed = plans
      .flatMap((plan) => [...plan.matchAll(/Rows Removed by Filter: (\d+)/g)])
      .reduce((sum, [, rows]) => sum + Number(rows), 0);
    expect(removed).toBeLessThan(LISTINGS / 20);
  });

  // "notes" is whole in a quarter of the names: the first tier fills the page, and the tiers
  // below it (names with a longer form, then descriptions) are never read.
  it('reads no worse tier once a better one has filled the page', async () => {
    // A page size of its own, so no page is cached from the tests above; the vocabulary may
    // know "notes" already, so the page's query is the last.
    const plans = await plansOf('/api/software?search=notes&limit=13', { analyze: true });
    const page = plans.at(-1);
    const scansRun = (page as string)
      .split('\n')
      .filter((line) => /Scan (using \S+ )?on software\b/.test(line))
      .filter((line) => !line.includes('never executed'));
    expect(scansRun).toHaveLength(1);
  });
});
