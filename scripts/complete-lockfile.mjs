// The npm registry mirror on our machines serves only linux-x64 builds of packages with native
// binaries (biome, esbuild, rolldown, ...). `npm install` then leaves the other platforms'
// optional packages out of package-lock.json, and `npm ci` refuses that lock file as out of sync.
// This puts them back as plain optional entries, which npm ci skips on platforms they do not fit.
// Run it after any `npm install` that changes dependencies: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    packages[hoisted] = { version, optional: true, ...(meta.dev ? { dev: true } : {}) };
    added++;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} optional platform entries`);
