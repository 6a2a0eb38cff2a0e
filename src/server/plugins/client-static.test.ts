import { execFileSync } from 'node:child_process';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serveBuiltClient } from '@/tests/processes/built-client.ts';

// A built client in miniature, compressed by the build's own script.
const script = `export const words = ${JSON.stringify('a harbor of betas '.repeat(400))};\n`;
const shell = `<!doctype html><html><head><title>Beta Harbor</title></head><body>${'<p>x</p>'.repeat(300)}</body></html>`;
const { app } = serveBuiltClient(
  { 'assets/main-Ab12Cd34.js': script, 'index.html': shell, 'theme.js': `${script}// unhashed\n` },
  (root) => execFileSync(process.execPath, ['scripts/build-compress.mjs', root]),
);

const get = (url: string, acceptEncoding?: string) =>
  app().inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('built client files', () => {
  it('answers brotli to a browser that takes it, gzip to one that takes only gzip', async () => {
    const brotli = await get('/assets/main-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 10);

    const gzip = await get('/assets/main-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    for (const answer of [brotli, gzip]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/javascript/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('answers the plain file, still varying by Accept-Encoding, to a client that takes neither', async () => {
    const plain = await get('/assets/main-Ab12Cd34.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('lets browsers keep hashed files for a year, and ask again for the others', async () => {
    expect((await get('/assets/main-Ab12Cd34.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const unhashed = await get('/theme.js', 'br');
    expect(unhashed.headers['content-encoding']).toBe('br');
    expect(unhashed.headers['cache-control']).toBe('no-cache');
  });

  it('does not answer a compressed sibling at its own address', async () => {
    const sibling = await get('/assets/main-Ab12Cd34.js.br');
    expect(sibling.statusCode).toBe(404);
    expect(sibling.headers['content-type']).toMatch(/^text\/html/);
  });

  it('still answers screens and unknown paths with the shell', async () => {
    const screen = await get('/browse', 'br');
    expect(screen.statusCode).toBe(200);
    expect(screen.headers['cache-control']).toBe('no-cache');
    expect(screen.body).toContain('<title>Beta Harbor</title>');
    const unknown = await get('/no/such/page', 'br');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>Beta Harbor</title>');
  });
});
