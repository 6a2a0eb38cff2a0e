import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist/client';
const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;

/** A chunk and every chunk it imports statically: what loads before its screen can paint. */
function closure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readFileSync(path.join(dist, entry), 'utf8');
  for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
    closure(`assets/${match[1]}`, seen);
  }
  return seen;
}

/** Gzip bytes of JS and CSS that the landing page, and Browse after it, load before first paint. */
export function clientBytes(): { landingJsKb: number; landingCssKb: number; browseJsKb: number } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = /src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
  const css = [...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1] as string);
  if (!entry) throw new Error('no entry script in dist/client/index.html: run npm run build');
  const landing = closure(entry);
  const browseChunk = readFileSync(path.join(dist, entry), 'utf8').match(
    /"(?:\.\/|assets\/)(browse-[^"]+\.js)"/,
  )?.[1];
  const browse = browseChunk ? closure(`assets/${browseChunk}`, new Set(landing)) : landing;
  const sum = (files: Iterable<string>) =>
    Math.round([...files].reduce((kb, f) => kb + gzipKb(f), 0) * 10) / 10;
  return { landingJsKb: sum(landing), landingCssKb: sum(css), browseJsKb: sum(browse) };
}
