/**
 * Builds the product: the React client with Vite into dist/client, and the server with esbuild into
 * dist/server/index.js (npm packages stay external). Writes dist/.build-stamp when both succeed.
 */
import { writeFileSync } from 'node:fs';
import { build as buildServer } from 'esbuild';
import { build as buildClient } from 'vite';

await buildClient({ logLevel: 'warn' });
await buildServer({
  entryPoints: ['src/server/index.ts'],
  outfile: 'dist/server/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
writeFileSync('dist/.build-stamp', new Date().toISOString());
console.log('build complete: dist/client and dist/server');
