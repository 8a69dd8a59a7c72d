/**
 * Bundles the server with esbuild: `index.js`, the entry of its worker threads, `worker-entry.js`,
 * and the task modules those threads load, named as their runners find them (findTaskModule in
 * lib/worker-pool/cpu-pool.ts): `resume-engine-tasks.js` and `zip-tasks.js` (npm packages stay external), with the blog's editorial articles copied beside them (the library
 * reads them relative to its module). scripts/build.mjs builds dist/server with it; the resilience
 * tests run `node scripts/build-server.mjs <dir>` to start real server processes from a bundle of
 * the current sources, which takes a fraction of a second where a TypeScript loader takes several.
 */
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export async function buildServer(outdir) {
  await build({
    entryPoints: {
      index: 'src/server/index.ts',
      'worker-entry': 'src/server/lib/worker-pool/worker-entry.ts',
      'resume-engine-tasks': 'src/server/resume-engine/worker-tasks.ts',
      'zip-tasks': 'src/server/lib/zip/zip-tasks.ts',
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  const articlesDir = join(outdir, 'editorial');
  rmSync(articlesDir, { recursive: true, force: true });
  cpSync('src/server/features/blog/editorial/articles', join(articlesDir, 'articles'), { recursive: true });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const outdir = process.argv[2];
  if (!outdir) {
    console.error('usage: node scripts/build-server.mjs <output directory>');
    process.exit(2);
  }
  await buildServer(outdir);
}
