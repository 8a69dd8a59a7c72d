/**
 * Time to data (part of `npm run bench`; alone: `node --import tsx scripts/bench/time-to-data-bench.ts`
 * after `npm run build`). Starts the built server with the demo data, signs in as the demo employer
 * and admin over the API, and opens five screens in headless Chromium: for each, the time from
 * navigation start to the end of the screen's main data response (the latest `responseEnd` of its
 * calls in the page's resource timing), median of 5 loads, each in a fresh browser context (empty
 * cache, the session cookie and the stored session user set as after a sign-in).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../playwright.config.ts';
import { percentile, startBenchServer, stopBenchServer, waitUntilIdle } from './bench-server.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/bootstrap/demo-data.ts';

const PORT = 5198;
const LOADS = 5;
const TARGET_MS = 300;

type TScreen = {
  name: string;
  url: string;
  role: 'employer' | 'admin' | null;
  /** The calls whose answers the screen shows (pathname plus search), all awaited. */
  dataPaths: string[];
};

type TSignedIn = { cookie: { name: string; value: string }; user: unknown };

async function signIn(base: string, userType: 'employer' | 'admin' | 'developer'): Promise<TSignedIn & { id: number }> {
  const account = DEMO_ACCOUNTS.find((demo) => demo.userType === userType)!;
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`demo ${userType} login failed: ${response.status}`);
  const pair = response.headers.get('set-cookie')!.split(';')[0]!;
  const separator = pair.indexOf('=');
  const user = (await response.json()) as { id: number };
  return { cookie: { name: pair.slice(0, separator), value: pair.slice(separator + 1) }, user, id: user.id };
}

/** One load of `screen` in a fresh context: ms from navigation start to its last data response's end. */
async function measureLoad(browser: Browser, base: string, screen: TScreen, session: TSignedIn | null): Promise<number> {
  const context = await browser.newContext({ baseURL: base });
  try {
    if (session) {
      await context.addCookies([{ ...session.cookie, url: base }]);
      await context.addInitScript((user) => localStorage.setItem('user', JSON.stringify(user)), session.user);
    }
    const page = await context.newPage();
    await page.goto(screen.url);
    await page.waitForFunction(
      (paths) => {
        const seen = new Set(
          performance.getEntriesByType('resource').map((entry) => {
            const url = new URL(entry.name);
            return url.pathname + url.search;
          }),
        );
        return paths.every((path) => seen.has(path));
      },
      screen.dataPaths,
      { timeout: 15_000 },
    );
    return await page.evaluate((paths) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const ends = paths.map((path) =>
        Math.min(
          ...entries
            .filter((entry) => {
              const url = new URL(entry.name);
              return url.pathname + url.search === path;
            })
            .map((entry) => entry.responseEnd),
        ),
      );
      return Math.max(...ends);
    }, screen.dataPaths);
  } finally {
    await context.close();
  }
}

export type TTimeToDataResult = { name: string; medianMs: number; loads: number[] };

/** Measures the five screens against a running built server at `base` (demo data seeded). */
export async function measureTimeToData(base: string): Promise<TTimeToDataResult[]> {
  const employer = await signIn(base, 'employer');
  const admin = await signIn(base, 'admin');
  const developer = await signIn(base, 'developer');
  // A fresh install has no posts until the admin generates the initial ones.
  const generated = await fetch(`${base}/api/admin/blog/generate-initial`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${admin.cookie.name}=${admin.cookie.value}` },
    body: '{}',
  });
  if (!generated.ok) throw new Error(`generating the initial blog posts failed: ${generated.status}`);
  const posts = (await (await fetch(`${base}/api/blog/posts?limit=1`)).json()) as { slug: string }[];
  const slug = posts[0]?.slug;
  if (!slug) throw new Error('the demo data has no published blog post');

  const screens: TScreen[] = [
    { name: 'employer dashboard /employer', url: '/employer', role: 'employer', dataPaths: ['/api/candidates/search'] },
    {
      name: 'candidate profile /candidate/:id',
      url: `/candidate/${developer.id}`,
      role: 'employer',
      dataPaths: [`/api/applicant/profile/${developer.id}`, `/api/candidates/${developer.id}/match`],
    },
    {
      name: 'admin dashboard /admin',
      url: '/admin',
      role: 'admin',
      dataPaths: [
        '/api/admin/settings',
        '/api/admin/api-keys',
        '/api/admin/users/stats',
        '/api/admin/usage/stats',
        '/api/admin/audit-logs?page=1',
      ],
    },
    { name: 'blog list /blog', url: '/blog', role: null, dataPaths: ['/api/blog/posts?limit=50'] },
    { name: 'blog post /blog/:slug', url: `/blog/${slug}`, role: null, dataPaths: [`/api/blog/posts/${encodeURIComponent(slug)}`] },
  ];

  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const results: TTimeToDataResult[] = [];
    for (const screen of screens) {
      const session = screen.role === 'employer' ? employer : screen.role === 'admin' ? admin : null;
      // One unmeasured load warms the server's caches for this screen's calls.
      await measureLoad(browser, base, screen, session);
      const loads: number[] = [];
      for (let load = 0; load < LOADS; load += 1) loads.push(await measureLoad(browser, base, screen, session));
      results.push({ name: screen.name, medianMs: percentile(loads, 0.5), loads });
    }
    return results;
  } finally {
    await browser.close();
  }
}

export async function runTimeToDataBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'devmatch-ttd-'));
  const server = await startBenchServer(PORT, { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true' });
  try {
    await waitUntilIdle(server);
    const results = await measureTimeToData(server.base);
    console.log(`DevMatch time to data benchmark (headless Chromium, built app; target ≤ ${TARGET_MS} ms, median of ${LOADS} cold loads)`);
    for (const { name, medianMs, loads } of results) {
      const mark = medianMs <= TARGET_MS ? '' : '  (over target)';
      console.log(
        `  ${name.padEnd(34)} ${medianMs.toFixed(0).padStart(5)} ms${mark}   loads: ${loads.map((ms) => ms.toFixed(0)).join(', ')}`,
      );
    }
  } finally {
    await stopBenchServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runTimeToDataBench();
