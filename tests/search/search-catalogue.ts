import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { listings } from '@/server/db/schema/listings.ts';

/**
 * A catalogue whose words are used as unevenly as real ones: a vocabulary of 2,000 words drawn
 * with a frequency near 1/rank, so "notes" is in about a quarter of names and two thirds of
 * descriptions while "zephyr" is in one listing in a thousand. The plan tests and the bench
 * search it; every kind of query below then means what its name says.
 */
const VOCABULARY = 2_000;
/** The named words' ranks; the others are made of syllables and are 6 or 8 letters long. */
const NAMED: Record<number, string> = {
  1: 'notes',
  2: 'planner',
  3: 'budget',
  4: 'camera',
  5: 'recipe',
  300: 'crème',
  301: 'brûlée',
  [VOCABULARY - 1]: 'zephyr',
};

/** One search per kind the issue names: what each kind searches for in this catalogue. */
export const SEARCH_KINDS = {
  'common word': 'notes',
  'two common words': 'notes planner',
  'rare word': 'zephyr',
  'no match': 'xylograph',
  'accent-free': 'creme brulee',
  typo: 'plannr',
  prefix: 'pla',
} as const;

const SYLLABLES = ['ba', 'ko', 'ri', 'mu', 'te', 'lo', 'si', 'na', 've', 'do'];

/** The catalogue's words by rank (index 0 is rank 1): the named ones, the rest of syllables. */
export function vocabulary(): string[] {
  return Array.from({ length: VOCABULARY }, (_, index) => {
    const rank = index + 1;
    const named = NAMED[rank];
    if (named) return named;
    const syllable = (place: number) => SYLLABLES[Math.floor(rank / place) % 10] as string;
    return syllable(1) + syllable(10) + syllable(100) + (rank >= 1000 ? syllable(1000) : '');
  });
}

/**
 * Inserts listings `from`..`to` in one statement, words picked in SQL: seeding a million rows
 * from node would take longer than the bench may. Every thousandth is a "Crème Brûlée Planner".
 */
export async function insertSearchCatalogue(
  db: Database,
  options: { builderId: string; imageUrl: string; from: number; to: number; total: number },
): Promise<void> {
  // floor(N ^ u) for uniform u picks rank k with probability near 1 / (k ln N): Zipf's law.
  const pick = sql.raw(`v.words[greatest(1, floor(${VOCABULARY} ^ random()))::int]`);
  // Names `w`, so the aggregate belongs to the subquery rather than to the outer rows.
  const pickEach = sql.raw(`v.words[greatest(1, floor(${VOCABULARY} ^ random()) + 0 * w)::int]`);
  await db.execute(sql`
    with v as (select string_to_array(${vocabulary().join(' ')}, ' ') as words)
    insert into ${listings} (builder_id, name, short_description, long_description, category, image_url, created_at)
    select ${options.builderId},
      case when g % 1000 = 0 then 'Crème Brûlée Planner'
        else initcap(${pick} || ' ' || ${pick} || ' ' || ${pick}) end,
      'A ' || ${pick} || ' ' || ${pick} || ' app',
      (select string_agg(${pickEach}, ' ') from generate_series(1, 10 + g % 2) w),
      (array['Web', 'Mobile', 'DevTool', 'Other'])[g % 4 + 1]::category,
      ${options.imageUrl},
      now() - make_interval(secs => ${options.total}::int - g)
    from v, generate_series(${options.from}::int, ${options.to}::int) g`);
}

/**
 * A whole catalogue of `count` listings in one statement, as the tests insert it: the same one
 * each run (`random()` seeded first, on the statement's own connection), so a test that fails on
 * it fails again.
 */
export const insertWholeCatalogue = (
  db: Database,
  builderId: string,
  count: number,
  imageUrl = '/objects/none',
) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.22)`);
    await insertSearchCatalogue(tx, { builderId, imageUrl, from: 1, to: count, total: count });
  });
