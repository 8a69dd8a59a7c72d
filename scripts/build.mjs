/**
 * Builds the product: the React client with Vite into dist/client, and the server with esbuild into
 * dist/server (index.js, the worker threads' entry and task modules, the editorial articles; see
 * build-server.mjs). Writes dist/.build-stamp when both succeed.
 * Fails when the landing page's critical JavaScript is over its budget (scripts/check-bundle-budget.mjs).
 * Writes dist/client/screen.html, the page every other screen starts from (scripts/screen-html.mjs).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build as buildClient } from 'vite';
import { buildServer } from './build-server.mjs';
import { checkBundleBudget } from './check-bundle-budget.mjs';
import { writeScreenHtml } from './screen-html.mjs';

await buildClient({ logLevel: 'warn' });
if (!checkBundleBudget()) process.exit(1);
writeScreenHtml();

// Pre-compressed copies: the server sends .br / .gz to browsers that accept them, with no CPU per request.
const assetsDir = 'dist/client/assets';
for (const file of readdirSync(assetsDir)) {
  if (!/\.(js|css|svg)$/.test(file)) continue;
  const content = readFileSync(join(assetsDir, file));
  writeFileSync(join(assetsDir, `${file}.br`), brotliCompressSync(content));
  writeFileSync(join(assetsDir, `${file}.gz`), gzipSync(content, { level: 9 }));
}
await buildServer('dist/server');
writeFileSync('dist/.build-stamp', new Date().toISOString());
console.log('build complete: dist/client and dist/server');
