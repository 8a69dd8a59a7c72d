/**
 * The landing page's JavaScript budget (issue 14): the entry script of dist/client/index.html plus
 * every JavaScript file it modulepreloads is what a visitor downloads before the first paint.
 * `npm run build` prints the gzipped total and fails above the budget, so it cannot grow back silently.
 * Run alone after a build: `node scripts/check-bundle-budget.mjs`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Gzipped bytes of critical JavaScript allowed: 100 KB, the target of issue 14 (it was ~180 KB). */
export const CRITICAL_JS_BUDGET_BYTES = 100 * 1024;

const CLIENT_DIR = 'dist/client';

/** The JavaScript files index.html loads up front: the module script and the modulepreload links. */
export function criticalScripts(html) {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => /type="module"/.test(tag) || /rel="modulepreload"/.test(tag))
    .map((tag) => /(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1])
    .filter((src) => src !== undefined);
}

/** Each critical script with its gzipped size (level 9, as the server's pre-compressed copies). */
export function measureCriticalJs(clientDir = CLIENT_DIR) {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const files = criticalScripts(html).map((src) => ({
    src,
    gzipBytes: gzipSync(readFileSync(join(clientDir, src)), { level: 9 }).length,
  }));
  return { files, totalBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the figure; returns false (after saying why) when the critical JavaScript is over budget. */
export function checkBundleBudget(clientDir = CLIENT_DIR) {
  const { files, totalBytes } = measureCriticalJs(clientDir);
  const list = files.map((file) => `${file.src} ${kb(file.gzipBytes)}`).join(', ');
  console.log(`critical JS (gzip): ${kb(totalBytes)} of ${kb(CRITICAL_JS_BUDGET_BYTES)} budget — ${list}`);
  if (totalBytes <= CRITICAL_JS_BUDGET_BYTES) return true;
  console.error(
    `bundle budget exceeded: the landing page loads ${kb(totalBytes)} of gzipped JavaScript before first paint, ` +
      `over the ${kb(CRITICAL_JS_BUDGET_BYTES)} budget (scripts/check-bundle-budget.mjs). ` +
      'Lazy-load what a visitor of / does not need (React.lazy, dynamic import) instead of raising the budget.',
  );
  return false;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && !checkBundleBudget()) process.exit(1);
