// The bench's figures as the one Markdown table README shows: a row per measurement, a column per
// database and catalogue size. Printed at the end of a run and written to bench/table.md.
import type { LoadResult } from './bench-http.ts';
import type { LighthouseRow } from './bench-lighthouse.ts';
import type { MixedLoadResult } from './bench-mixed.ts';
import type { IndexLoad, SearchRow } from './bench-search.ts';

interface EndpointRow extends LoadResult {
  database: string;
  listings: number;
  endpoint: string;
}

export interface BenchTableInput {
  rows: EndpointRow[];
  search: SearchRow[];
  searchIndexLoads: IndexLoad[];
  mixed: MixedLoadResult[];
  lighthouse: LighthouseRow[] | null;
}

const figure = (result: LoadResult) => `${result.requestsPerSecond} / ${result.p99Ms} ms`;
const databaseName = (database: string) => (database === 'pglite' ? 'PGlite' : 'PostgreSQL');
const size = (listings: number) =>
  listings >= 1_000_000 ? `${listings / 1_000_000}M` : `${listings / 1_000}k`;

export function benchTable({
  rows,
  search,
  searchIndexLoads,
  mixed,
  lighthouse,
}: BenchTableInput): string {
  const measured = [...rows, ...search];
  const columns = [
    ...new Set(measured.map((row) => `${row.database}|${row.listings}`).sort(byDatabaseThenSize)),
  ];
  const table: string[][] = [];
  const addRow = (name: string, cells: Map<string, string>) =>
    table.push([name, ...columns.map((column) => cells.get(column) ?? '–')]);
  const cellsOf = <Row extends LoadResult & { database: string; listings: number }>(
    selected: Row[],
  ) => new Map(selected.map((row) => [`${row.database}|${row.listings}`, figure(row)]));

  for (const endpoint of new Set(rows.map((row) => row.endpoint))) {
    addRow(`\`${endpoint}\``, cellsOf(rows.filter((row) => row.endpoint === endpoint)));
  }
  for (const query of new Set(search.map((row) => row.query))) {
    addRow(`search: ${query}`, cellsOf(search.filter((row) => row.query === query)));
  }
  addRow(
    'search index: load, then server RSS',
    new Map(
      searchIndexLoads.map((load) => [
        `${load.database}|${load.listings}`,
        `${(load.loadMs / 1000).toFixed(1)} s, ${load.rssMb} MB`,
      ]),
    ),
  );
  for (const run of mixed) {
    const cells = new Map([
      [
        columns.find((column) => column.startsWith('postgres|')) ?? '',
        `${run.requestsPerSecond} / ${run.p99Ms} ms; ${run.serverErrors} 5xx, ${run.messagesLost} of ${run.messagesSent} messages lost`,
      ],
    ]);
    addRow(`mixed load, ${run.users} users, ${run.seconds} s`, cells);
  }
  for (const page of lighthouse ?? []) {
    const scores = `${page.performance} / ${page.accessibility} / ${page.bestPractices} / ${page.seo}, LCP ${(page.lcpMs / 1000).toFixed(1)} s`;
    addRow(`Lighthouse ${page.page}`, new Map([[columns[0] ?? '', scores]]));
  }

  const header = [
    'req/s / p99 (Lighthouse: performance / accessibility / best practices / SEO)',
    ...columns.map((column) => {
      const [database = '', listings = '0'] = column.split('|');
      return `${databaseName(database)} ${size(Number(listings))}`;
    }),
  ];
  return [header, header.map(() => '---'), ...table]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
}

function byDatabaseThenSize(a: string, b: string): number {
  const [databaseA = '', listingsA = '0'] = a.split('|');
  const [databaseB = '', listingsB = '0'] = b.split('|');
  return databaseA.localeCompare(databaseB) || Number(listingsA) - Number(listingsB);
}
