import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '@/tests/app/temp-dir.ts';
import { serveBuiltClient } from '@/tests/processes/built-client.ts';
import { screenPreloads } from './screen-preloads.ts';

// A built client in miniature: its entry, the code the entry shares with the detail screen, and
// the screens' own chunks, as Vite's manifest names them.
const manifest = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_app-A1.js'] },
  '_app-A1.js': { file: 'assets/app-A1.js' },
  '_shared-S1.js': { file: 'assets/shared-S1.js', imports: ['_app-A1.js'] },
  'app/routes/browse.tsx': { file: 'assets/browse-B1.js', imports: ['_shared-S1.js'] },
  'app/routes/listing-detail.tsx': {
    file: 'assets/listing-detail-D1.js',
    imports: ['index.html', '_shared-S1.js'],
  },
  'app/routes/share.tsx': { file: 'assets/share-H1.js', imports: ['_shared-S1.js'] },
};
const id = '6f51a431-3657-4499-aff1-18640d3d9443';
const { root, app } = serveBuiltClient({
  '.vite/manifest.json': JSON.stringify(manifest),
  'index.html': '<!doctype html><html><head><title>Beta Harbor</title></head><body></body></html>',
});

/** The page's head: what the browser starts fetching before any script runs. */
async function head(url: string) {
  const page = await app().inject({ url });
  return { status: page.statusCode, head: /<head>([\s\S]*)<\/head>/.exec(page.body)?.[1] ?? '' };
}

const code = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`;
const read = (url: string) =>
  `<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials">`;

describe("a screen's files in its page's head", () => {
  it("names a listing's screen code beyond the entry's, and the listing's read", async () => {
    const { status, head: tags } = await head(`/software/${id}`);
    expect(status).toBe(200);
    expect(tags).toContain(code('listing-detail-D1.js') + code('shared-S1.js'));
    expect(tags).toContain(read(`/api/software/${id}`));
    // The entry's own files are the entry's to name (Vite writes them into index.html).
    expect(tags).not.toContain('index-E1.js');
    expect(tags).not.toContain('app-A1.js');
  });

  it("names a share page's code and its public read", async () => {
    const { head: tags } = await head(`/share/${id}?utm_source=mail`);
    expect(tags).toContain(code('share-H1.js'));
    expect(tags).toContain(read(`/api/public/software/${id}`));
  });

  it("names Browse's code but no read: that needs a session, which the page does not read", async () => {
    const { head: tags } = await head('/browse');
    expect(tags).toContain(code('browse-B1.js') + code('shared-S1.js'));
    expect(tags).not.toContain('rel="preload"');
  });

  it('names no read for an id the API would refuse', async () => {
    const { head: tags } = await head('/software/not-an-id');
    expect(tags).toContain(code('listing-detail-D1.js'));
    expect(tags).not.toContain('rel="preload"');
  });

  it('names nothing on other pages, nor on unknown ones', async () => {
    for (const url of ['/', '/login', '/software/abc/edit', '/no/such/page']) {
      expect((await head(url)).head).not.toContain('<link');
    }
  });

  it('does not serve the manifest itself', async () => {
    expect((await app().inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('refuses a build that lacks a screen it names, rather than quietly naming nothing', () => {
    const other = tempDir('bh-preloads-');
    mkdirSync(path.join(other, '.vite'));
    const { 'app/routes/share.tsx': _share, ...rest } = manifest;
    writeFileSync(path.join(other, '.vite', 'manifest.json'), JSON.stringify(rest));
    expect(() => screenPreloads(other)).toThrow('app/routes/share.tsx');
    expect(screenPreloads(root)(`/share/${id}`)).toContain('share-H1.js');
  });
});
