// Run by `npm run build` after vite: writes a .br and a .gz beside every text file of dist/client
// (or of the folder given as argument), so the server sends compressed bytes without compressing
// on each request (@fastify/static's preCompressed picks the sibling the browser accepts).
// Compressed once, so at the strongest levels.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const clientDir = process.argv[2] ?? path.join(root, 'dist', 'client');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
// Below this, headers outweigh what compression saves.
const MIN_BYTES = 1024;

let plain = 0;
let brotli = 0;
for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const bytes = readFileSync(file);
  if (bytes.length < MIN_BYTES) continue;
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = gzipSync(bytes, { level: 9 });
  // A file that does not shrink is sent as it is: the server falls back when no sibling exists.
  if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
  if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
  plain += bytes.length;
  brotli += Math.min(br.length, bytes.length);
}
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(
  `Precompressed ${path.relative(root, clientDir)}: ${kb(plain)} of text, ${kb(brotli)} as brotli`,
);
