// Many different searches of each kind, for the search bench (and a sample of them for the test
// that holds the index in memory to the database's answers). One search repeated would be
// answered from the Browse page cache after its first request and measure the cache, not search:
// each pool holds more distinct searches than a process keeps pages and vocabulary answers (500
// of each), and the load cycles through it, so every request is searched. Where the catalogue
// has fewer such words (common words, the accented name, three-letter prefixes) the page size
// varies too: their pages are read each time, while what is known of their words (the folded
// form, the vocabulary's answer) is reused, as it is for everyone paging through a popular search.
import { type SEARCH_KINDS, vocabulary } from './search-catalogue.ts';

export type SearchKind = keyof typeof SEARCH_KINDS;

/** More than the 500 pages and vocabulary answers a process keeps. */
const POOL_SIZE = 600;
/** No catalogue word has any of these letters, so nothing is within one letter of them. */
const FOREIGN = ['w', 'x', 'z', 'j', 'q'];

const query = (search: string, limit: number) =>
  `/api/software?search=${encodeURIComponent(search)}&limit=${limit}`;

/** `searches` each at page sizes 10, 11, …, as many as make up the pool. */
function withLimits(searches: string[]): string[] {
  const perSearch = Math.ceil(POOL_SIZE / searches.length);
  return searches.flatMap((search) =>
    Array.from({ length: perSearch }, (_, i) => query(search, 10 + (i % 91))),
  );
}

/** One letter changed in the middle, where a typist slips, unless that makes another word. */
function typos(words: string[]): string[] {
  const known = new Set(words);
  return words.flatMap((word) => {
    const at = Math.floor(word.length / 2);
    const letter = word[at] === 'e' ? 'a' : 'e';
    const typo = word.slice(0, at) + letter + word.slice(at + 1);
    return known.has(typo) ? [] : [typo];
  });
}

export function searchPools(): Record<SearchKind, string[]> {
  const words = vocabulary();
  const common = words.slice(0, 30);
  // Pairs of the 40 commonest words: 780 of them.
  const pairs = words
    .slice(0, 40)
    .flatMap((first, i, top) => top.slice(i + 1).map((second) => `${first} ${second}`));
  const accentFree = ['creme', 'brulee', 'creme brulee'].flatMap((name) => [
    name,
    ...common.slice(0, 3).map((word) => `${name} ${word}`),
  ]);
  const foreign = (i: number) =>
    Array.from({ length: 4 }, (_, place) => FOREIGN[Math.floor(i / 5 ** place) % 5]).join('');
  const longWords = words.filter((word) => word.length >= 5);
  return {
    'common word': withLimits(common),
    'two common words': withLimits(pairs),
    'rare word': withLimits(words.slice(-POOL_SIZE)),
    'no match': Array.from({ length: POOL_SIZE }, (_, i) => query(`${foreign(i)}ography`, 24)),
    'accent-free': withLimits(accentFree),
    typo: withLimits(typos(longWords).slice(0, POOL_SIZE)),
    prefix: withLimits([...new Set(words.map((word) => word.slice(0, 3)))]),
  };
}
