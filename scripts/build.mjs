/**
 * Builds the product: the React client with Vite into dist/client, and the server with esbuild into
 * dist/server/index.js plus the entry of its worker threads, dist/server/cpu-tasks.js (npm packages
 * stay external), with the blog's editorial articles copied beside it (the library reads them relative
 * to its module, which is dist/server/index.js once bundled). Writes dist/.build-stamp when both succeed.
 * Fails when the landing page's critical JavaScript is over its budget (scripts/check-bundle-budget.mjs).
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build as buildServer } from 'esbuild';
import { build as buildClient } from 'vite';
import { checkBundleBudget } from './check-bundle-budget.mjs';

await buildClient({ logLevel: 'warn' });
if (!checkBundleBudget()) process.exit(1);

// Pre-compressed copies: the server sends .br / .gz to browsers that accept them, with no CPU per request.
const assetsDir = 'dist/client/assets';
for (const file of readdirSync(assetsDir)) {
  if (!/\.(js|css|svg)$/.test(file)) continue;
  const content = readFileSync(join(assetsDir, file));
  writeFileSync(join(assetsDir, `${file}.br`), brotliCompressSync(content));
  writeFileSync(join(assetsDir, `${file}.gz`), gzipSync(content, { level: 9 }));
}
await buildServer({
  entryPoints: { index: 'src/server/index.ts', 'cpu-tasks': 'src/server/lib/worker-pool/cpu-tasks.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
rmSync('dist/server/editorial', { recursive: true, force: true });
cpSync('src/server/features/blog/editorial/articles', 'dist/server/editorial/articles', { recursive: true });
writeFileSync('dist/.build-stamp', new Date().toISOString());
console.log('build complete: dist/client and dist/server');
