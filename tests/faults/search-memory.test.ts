import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { api, type HttpParty, imageOver, signUpOver } from '../app/http-client.ts';
import { type ServerProcess, startServerProcess } from '../processes/server-process.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bh-faults-search-memory-'));
const env = { DATA_DIR: dataDir, SESSION_SECRET: 'faults-secret-that-is-long-enough-to-sign' };
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const BUILDERS = 10;
const LISTINGS_EACH = 30;
/** What the process may grow by for 300 such listings and 300 edits. */
const GROWTH_LIMIT_MB = 200;

/** The process's resident memory, as the kernel counts it. */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

/**
 * 10,000 characters of five random words of 1,999 letters: what the probe posted. Each such
 * listing cost every process 19 MB while a word's forms one letter away were kept.
 */
function longWords(): string[] {
  return Array.from({ length: 5 }, () =>
    [...randomBytes(1_999)].map((byte) => String.fromCharCode(97 + (byte % 26))).join(''),
  );
}

async function readyDetails(base: string) {
  const ready = await api(base, '/readyz');
  expect(ready.status).toBe(200);
  return ready.body.details.search;
}

async function searchIds(base: string, text: string): Promise<string[]> {
  const answer = await api(base, `/api/software?search=${text}`);
  expect(answer.status).toBe(200);
  return answer.body.map((listing: { id: string }) => listing.id);
}

/** Posts a builder's listings of long words, then edits each to new ones. */
async function flood(base: string, builder: HttpParty) {
  const imageUrl = await imageOver(base, builder);
  const posted: { id: string; words: string[] }[] = [];
  for (let n = 0; n < LISTINGS_EACH; n++) {
    const words = longWords();
    const listing = await api(base, '/api/software', {
      method: 'POST',
      cookie: builder.cookie,
      body: {
        name: `Longword ${n}`,
        shortDescription: 'Words',
        longDescription: words.join(' '),
        category: 'Web',
        imageUrl,
      },
    });
    expect(listing.status).toBe(201);
    posted.push({ id: listing.body.id, words });
  }
  for (const listing of posted) {
    listing.words = longWords();
    const edited = await api(base, `/api/software/${listing.id}`, {
      method: 'PATCH',
      cookie: builder.cookie,
      body: { longDescription: listing.words.join(' ') },
    });
    expect(edited.status).toBe(200);
  }
  return posted;
}

it('keeps its search index small whatever listings say, and starts again on them', async () => {
  server = await startServerProcess(env);
  await server.logged('search index loaded');
  const before = residentMb(server.pid);
  const builders: HttpParty[] = [];
  for (let n = 0; n < BUILDERS; n++) builders.push(await signUpOver(server.url, 'Builder'));
  const posted = (
    await Promise.all(builders.map((builder) => flood(server?.url ?? '', builder)))
  ).flat();

  const grown = residentMb(server.pid) - before;
  expect(grown).toBeLessThan(GROWTH_LIMIT_MB);
  const search = await readyDetails(server.url);
  expect(search).toMatchObject({ source: 'index', listings: BUILDERS * LISTINGS_EACH });
  expect(search.memoryMb).toBeLessThan(16);
  const [sample] = posted as [{ id: string; words: string[] }];
  // A search is at most 100 characters: such a word is found by its start.
  const start = (sample.words[0] as string).slice(0, 90);
  expect(await searchIds(server.url, start)).toEqual([sample.id]);

  // On the same data, a restart loads the index and answers.
  await server.stop();
  server = await startServerProcess(env);
  await server.logged('search index loaded');
  expect(await readyDetails(server.url)).toMatchObject({ source: 'index' });
  expect(await searchIds(server.url, start)).toEqual([sample.id]);

  // Past its budget, a process drops the index, says so, and search reads the database.
  await server.stop();
  server = await startServerProcess({ ...env, SEARCH_INDEX_MEMORY_MB: '1' });
  await server.logged('search index over its memory budget');
  expect(await readyDetails(server.url)).toEqual({
    source: 'database',
    reason: 'over memory budget',
    budgetMb: 1,
  });
  expect(await searchIds(server.url, start)).toEqual([sample.id]);
});
