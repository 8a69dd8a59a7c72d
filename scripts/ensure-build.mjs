/**
 * Runs before `npm start` (prestart): builds when the sources are newer than the last build (a fresh
 * clone, or after a pull). An up-to-date install goes straight to the server.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = 'dist/.build-stamp';
const INPUTS = ['src', 'package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'];

function newestModification(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestModification(join(path, entry)));
  return newest;
}

const isStale = !existsSync(STAMP) || INPUTS.some((input) => newestModification(input) > statSync(STAMP).mtimeMs);
if (isStale) {
  console.log('Building DevMatch (sources changed since the last build)...');
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
