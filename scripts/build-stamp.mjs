// `npm start` rebuilds only when dist/ is not the build of the checked-out sources. A build
// carries a stamp (a hash of every input the build reads) in dist/; start compares it.
//   node scripts/build-stamp.mjs begin    before a build: drops the stamp, hashes the sources
//   node scripts/build-stamp.mjs write    after a build succeeded: the hash taken at begin becomes
//                                         the stamp, so a file edited mid-build or a build that
//                                         failed half way never passes for current
//   node scripts/build-stamp.mjs ensure   builds unless dist/ carries the current stamp
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const stampFile = path.join(root, 'dist', '.build-stamp');
const pendingStampFile = `${stampFile}.pending`;
const builtFiles = ['dist/client/index.html', 'dist/server/server.js'];
const inputFiles = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'scripts/build-server.mjs',
  'scripts/build-compress.mjs',
];
// Tests are not built, so editing one needs no new build.
const isTest = (file) => /\.test\.tsx?$/.test(file);

function filesUnder(dir) {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

function currentStamp() {
  const hash = createHash('sha256');
  const files = [...inputFiles, ...filesUnder('src').filter((file) => !isTest(file))].sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function isCurrent() {
  if (!builtFiles.every((file) => existsSync(path.join(root, file)))) return false;
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === currentStamp();
}

const command = process.argv[2];
if (command === 'begin') {
  rmSync(stampFile, { force: true });
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(pendingStampFile, `${currentStamp()}\n`);
} else if (command === 'write') {
  renameSync(pendingStampFile, stampFile);
} else if (command === 'ensure') {
  if (isCurrent()) {
    console.log('dist/ is the build of these sources: starting without rebuilding.');
  } else {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
} else {
  console.error('usage: node scripts/build-stamp.mjs begin|write|ensure');
  process.exit(2);
}
