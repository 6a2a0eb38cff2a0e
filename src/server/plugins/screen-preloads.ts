import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { UUID_PATTERN } from '@/server/lib/uuid.ts';
import { listingPaths } from '@/shared/contracts/listing-paths.ts';
import { sharingPaths } from '@/shared/contracts/sharing-paths.ts';
import { earlyScreens } from '@/shared/routes.ts';

/** One file of Vite's build manifest (`build.manifest`), keyed by its source under src/client. */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

/**
 * Each early screen's code and, for a listing's pages, the screen's public read of the listing:
 * the same URL the client asks, with credentials, so the browser hands the preloaded answer to the
 * client's fetch. Browse's read needs a signed-in person, and the shell does not read the session.
 */
const SCREENS: { path: RegExp; source: string; read?: (id: string) => string }[] = [
  { path: earlyScreens.browse, source: 'app/routes/browse.tsx' },
  { path: earlyScreens.listing, source: 'app/routes/listing-detail.tsx', read: listingPaths.one },
  { path: earlyScreens.share, source: 'app/routes/share.tsx', read: sharingPaths.publicListing },
];

function withImports(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(manifest, imported, seen);
  return seen;
}

/**
 * The tags a page's head gains so that the browser fetches its screen's code (and read) together
 * with the app's own script, rather than once that has run. '' for other pages, and before a build.
 */
export function screenPreloads(root: string): (pathname: string) => string {
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const inEntry = entry ? withImports(manifest, entry) : new Set<string>();
  const screens = SCREENS.map(({ path, source, read }) => {
    if (!manifest[source]) throw new Error(`The client build has no ${source}`);
    const code = [...withImports(manifest, source)]
      .filter((key) => !inEntry.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`)
      .join('');
    return { path, code, read };
  });

  return (pathname) => {
    for (const { path, code, read } of screens) {
      const match = path.exec(pathname);
      if (!match) continue;
      const id = match[1] ?? '';
      // Any other id is refused by the API: the client's own request shows that.
      const data =
        read && UUID_PATTERN.test(id.toLowerCase())
          ? `<link rel="preload" href="${read(id)}" as="fetch" crossorigin="use-credentials">`
          : '';
      return code + data;
    }
    return '';
  };
}
