// Save, unsave, join and leave under load, each request a real change: testers and listings
// rotate so every save and join adds a row, and every unsave and leave then removes one of
// them, in the same order. Each row is autocannon at CONNECTIONS connections, as bench-http's.
import { nextPageUrl } from '@/shared/contracts/listing-paths.ts';
import type { ChatPair } from './bench-chat.ts';
import { CONNECTIONS, type LoadResult, loadRotating } from './bench-http.ts';

/** Odd and not a multiple of 5, so coprime with any count of testers of the form 2^a 5^b. */
const LISTINGS = 999;

/** Listing ids from Browse, page by page, as a client follows its Link headers. */
async function listingIds(baseUrl: string, cookie: string): Promise<string[]> {
  const ids: string[] = [];
  let next: string | null = `${baseUrl}/api/software?limit=100`;
  while (next && ids.length < LISTINGS) {
    const page: Response = await fetch(next, { headers: { cookie } });
    ids.push(...((await page.json()) as { id: string }[]).map((listing) => listing.id));
    const link = nextPageUrl(page.headers.get('link'));
    next = link ? new URL(link, baseUrl).href : null;
  }
  return ids.slice(0, LISTINGS);
}

/**
 * Rows for POST and DELETE /api/saved and /api/interests. Each do gets a short unmeasured run
 * first; its undo replays the warm-up's pairs unmeasured, then the measured ones, measured.
 */
export async function benchWrites(
  baseUrl: string,
  pairs: ChatPair[],
  seconds: number,
): Promise<[string, LoadResult][]> {
  if (pairs.length === 0) return [];
  const cookies = pairs.map((pair) => pair.testerCookie);
  const base = { baseUrl, cookies, listingIds: await listingIds(baseUrl, cookies[0] as string) };
  const rows: [string, LoadResult][] = [];
  for (const [path, name] of [
    ['/api/saved', 'saved/{id}'],
    ['/api/interests', 'interests/{id}'],
  ] as const) {
    const plan = { ...base, path, connections: CONNECTIONS };
    const warm = await loadRotating({ ...plan, method: 'POST', from: 0, seconds: 1 });
    const { sent, ...doing } = await loadRotating({
      ...plan,
      method: 'POST',
      from: warm.sent,
      seconds,
    });
    if (warm.sent > 0)
      await loadRotating({ ...plan, method: 'DELETE', from: 0, amount: warm.sent });
    const { sent: _undone, ...undoing } = await loadRotating({
      ...plan,
      method: 'DELETE',
      from: warm.sent,
      amount: sent,
    });
    rows.push([`POST ${path} (new)`, doing], [`DELETE /api/${name}`, undoing]);
  }
  return rows;
}
