// `npm run build` bundles the server into dist/server/server.js, so production runs plain
// JavaScript: under tsx every process also carried a TypeScript loader (about 40 MB more RSS).
// Packages stay in node_modules (native addons, PGlite's WebAssembly files).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/server.ts'],
  outfile: 'dist/server/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
