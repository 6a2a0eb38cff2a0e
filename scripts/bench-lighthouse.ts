import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// No update checks, sync or field trials: the bench must neither download nor phone home.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export interface LighthousePages {
  /** A tester's session cookie, for the pages behind sign-in. */
  cookie: string;
  listingId: string;
}

export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  totalKb: number;
  /** Failed audits of the three non-performance categories, which say what a score lacks. */
  failing: string;
}

/**
 * Lighthouse's mobile preset (a mid-range phone on slow 4G, simulated) on the four pages a visitor
 * meets first. Each page's median run by performance; none when Chromium is not installed.
 */
export async function benchLighthouse(
  baseUrl: string,
  pages: LighthousePages,
  runs: number,
): Promise<LighthouseRow[]> {
  if (!existsSync(CHROMIUM)) {
    console.log(`Lighthouse skipped: no Chromium at ${CHROMIUM} (set CHROME_PATH)`);
    return [];
  }
  const targets = [
    { page: 'landing (signed out)', url: `${baseUrl}/`, cookie: null },
    { page: 'Browse (signed in)', url: `${baseUrl}/browse`, cookie: pages.cookie },
    {
      page: 'detail (signed in)',
      url: `${baseUrl}/software/${pages.listingId}`,
      cookie: pages.cookie,
    },
    { page: 'share (signed out)', url: `${baseUrl}/share/${pages.listingId}`, cookie: null },
  ];
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    const rows: LighthouseRow[] = [];
    for (const target of targets) {
      const results: LighthouseRow[] = [];
      for (let run = 0; run < runs; run++) {
        // A fresh Chromium's first navigation now and then ends in a runtime error: once more.
        const once = () => audit(chrome?.port ?? 0, target.page, target.url, target.cookie);
        results.push(await once().catch(once));
      }
      results.sort((a, b) => a.performance - b.performance);
      rows.push(results[Math.floor(results.length / 2)] as LighthouseRow);
    }
    return rows;
  } catch (error) {
    console.log(`Lighthouse could not run: ${error instanceof Error ? error.message : error}`);
    return [];
  } finally {
    chrome?.kill();
  }
}

interface ConsoleError {
  description: string;
  sourceLocation?: { url: string };
}

async function audit(port: number, page: string, url: string, cookie: string | null) {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    extraHeaders: cookie ? { Cookie: cookie } : null,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError)
    throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  // Which errors: a console error is otherwise only a count.
  const consoleErrors = (audits['errors-in-console']?.details as { items?: ConsoleError[] })?.items;
  for (const error of consoleErrors ?? [])
    failing.push(`(${error.description} ${error.sourceLocation?.url ?? ''})`);
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    totalKb: Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 1024),
    failing: failing.join(' '),
  };
}
