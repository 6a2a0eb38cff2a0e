import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#tests/build-app.ts';
import { type SignedInUser, signUpAs } from '#tests/factories.ts';
import { listings } from '@/server/db/schema/listings.ts';

/**
 * Browse must stay fast at 100,000 listings: with enough rows for the planner to care, its
 * queries use the browse and trigram indexes, never a sequential scan of all listings.
 */
const LISTINGS = 50_000;
let captured: { query: string; params: unknown[] }[] = [];
let t: TestApp;
let tester: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp({}, (query, params) => captured.push({ query, params }));
  const builder = await signUpAs(t.app, 'Builder');
  tester = await signUpAs(t.app, 'Tester');
  // One listing in 500 is a zephyr: a search the trigram index narrows to a few rows. Below
  // tens of thousands of rows a sequential scan is honestly cheaper, so the test uses 50,000.
  await t.db.execute(sql`
    insert into ${listings} (builder_id, name, short_description, long_description, category, image_url)
    select ${builder.user.id}, case when g % 500 = 0 then 'zephyr ' || g else 'notes app ' || g end,
      'A listing for the planner', 'Enough text to look like a real description of a beta.',
      (array['Web', 'Mobile', 'DevTool', 'Other'])[g % 4 + 1]::category, '/objects/none'
    from generate_series(1, ${LISTINGS}) g`);
  await t.db.execute(sql`analyze`);
}, 120_000);
afterAll(() => t.close());

const literal = (value: unknown) =>
  typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

/** The plans of the queries Browse ran for this URL, with their parameters inlined. */
async function plansOf(url: string): Promise<string[]> {
  captured = [];
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: tester.cookie } });
  expect(response.statusCode).toBe(200);
  const browse = captured.filter(({ query }) => query.includes('"software"."status" = '));
  if (browse.length === 0) throw new Error('no browse query captured');
  const plans = [];
  for (const { query, params } of browse) {
    const text = query.replace(/\$(\d+)/g, (_, n) => literal(params[Number(n) - 1]));
    const result = await t.db.execute(sql.raw(`explain ${text}`));
    plans.push(
      (result as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row)[0])
        .join('\n'),
    );
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

  it('searches a rare word through the trigram indexes: names first, then everything', async () => {
    // "zephyr 500" is in the names of only a few listings, so the other matches are read too.
    const [names, rest] = await plansOf('/api/software?search=zephyr%20500');
    expect(names).toMatch(/software_name_trgm_idx/);
    expect(rest).toMatch(/software_search_trgm_idx/);
    for (const plan of [names, rest]) expect(plan).not.toMatch(/Seq Scan on software\b/);
  });

  it('finds a common word in names by walking the browse index, not by sorting every match', async () => {
    const plans = await plansOf('/api/software?search=notes');
    // A full page of name matches: the other matches are not even read.
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatch(/software_browse_idx/);
    expect(plans[0]).not.toMatch(/trgm_idx|Seq Scan on software\b/);
  });
});
