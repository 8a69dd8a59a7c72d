/**
 * Writes dist/client/screen.html: index.html plus <link rel="modulepreload"> for the code that starts
 * a screen's first calls (src/client/app/preload-screen.ts) and what it imports. The server sends it
 * for every page but the landing page (server/plugins/web-client.ts), so those files download with
 * the entry script instead of after it; the landing page's own download (its budget) is unchanged.
 * Reads Vite's manifest (build.manifest) and removes it, so it is never served.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MANIFEST_PATH = '.vite/manifest.json';
/** The chunk screen.html preloads with its static imports: vite.config.ts's group of that name. */
const SCREEN_PRELOAD_CHUNK = 'screen-preload';

/** The JavaScript files of `key` and of everything it imports statically, depth first. */
function collectStaticChunks(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key) || !chunk.file.endsWith('.js')) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((imported) => collectStaticChunks(manifest, imported, seen)), chunk.file];
}

export function writeScreenHtml(clientDir = 'dist/client') {
  const manifestFile = join(clientDir, MANIFEST_PATH);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  rmSync(join(clientDir, '.vite'), { recursive: true, force: true });
  const preloadKey = Object.keys(manifest).find((key) => manifest[key].name === SCREEN_PRELOAD_CHUNK);
  if (!preloadKey) throw new Error(`the Vite manifest has no chunk named ${SCREEN_PRELOAD_CHUNK}`);

  const indexHtml = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const links = collectStaticChunks(manifest, preloadKey)
    .map((file) => `/${file}`)
    .filter((src) => !indexHtml.includes(`"${src}"`))
    .map((src) => `<link rel="modulepreload" crossorigin href="${src}">`);
  writeFileSync(
    join(clientDir, 'screen.html'),
    indexHtml.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`),
  );
}
