import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client.ts';
import { executeRows } from '@/server/db/execute-rows.ts';
import { createTestDatabase } from '@/tests/app/test-database.ts';
import { SearchCache } from './search-cache.ts';
import { searchWords } from './search-words.ts';

/**
 * A search matches a listing only if its words are spelled as the listing's tsvector spells
 * them: folded and split by the same parser, whatever marks and digits they hold.
 */
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The words a listing whose text is `text` is stored with, as search-words gives them. */
async function storedWords(text: string): Promise<string[]> {
  const rows = await executeRows<{ word: string }>(
    database.db,
    sql`select unnest(tsvector_to_array(to_tsvector('simple', lower(bh_unaccent(${text}))))) as word`,
  );
  return rows.map((row) => row.word).sort();
}

const words = (search: string, cache = new SearchCache()) =>
  searchWords(database.db, cache, search);

describe('a search’s words', () => {
  it.each([
    ['a number in scientific notation run into a word', '1e77c0', ['1e77', 'c0']],
    ['a host', 'Node.js', ['node.js']],
    ['a version', 'v1.2.3', ['v1.2.3']],
    ['a decimal', '3.5', ['3.5']],
    ['an address', 'Me@Example.COM', ['me@example.com']],
    ['a web address', "http://x.org/a'b", ["x.org/a'b", 'x.org', "/a'b"]],
    ['accents and letters JavaScript folds otherwise', 'Þórgunnur CRÈME Straße', null],
  ])('are the stored words for %s', async (_, search, expected) => {
    const found = await words(search);
    expect([...found].sort()).toEqual(await storedWords(search));
    if (expected) expect(found).toEqual(expected);
  });

  it('count a hyphenated word by its parts, so that it finds them written apart', async () => {
    expect(await words('beta-test covid-19')).toEqual(['beta', 'test', 'covid', '-19']);
    expect(await storedWords('beta test')).toEqual(['beta', 'test']);
  });

  it('are none for marks alone or tsquery syntax, and each word once', async () => {
    expect(await words('&|! :* ½')).toEqual(['1/2']);
    expect(await words("operator:* | ') OPERATOR")).toEqual(['operator']);
    expect(await words('   ')).toEqual([]);
  });

  it('are the first six', async () => {
    expect(await words('one two three four five six seven')).toEqual([
      'one',
      'two',
      'three',
      'four',
      'five',
      'six',
    ]);
  });

  it('are kept: a part already folded is not asked again', async () => {
    const cache = new SearchCache();
    await words('Crème Node.js', cache);
    expect(cache.foldedWords('Node.js')).toEqual(['node.js']);
    cache.keepFoldedWords('Crème', ['kept']);
    expect(await words('Crème Node.js', cache)).toEqual(['kept', 'node.js']);
  });
});
