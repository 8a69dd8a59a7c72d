import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// What every screen needs, the landing page included: React, the router, Tailwind class merging,
// the button's Slot, lucide's icon base and the two small client modules every screen imports.
const CORE_MODULES = [
  /node_modules\/(react|react-dom|scheduler|react-router|tailwind-merge|clsx|class-variance-authority)\//,
  /node_modules\/@radix-ui\/react-(slot|compose-refs)\//,
  /node_modules\/lucide-react\/dist\/esm\/(createLucideIcon|Icon|context)\.mjs$|node_modules\/lucide-react\/dist\/esm\/shared\//,
  /src\/client\/lib\/utils\.ts$|src\/shared\/roles\.ts$/,
];

// Libraries, client lib/ and components/, shared/ schemas, the route table and each screen's first
// calls; not the heavy libraries one screen needs (charts, Markdown, Word reading).
const SCREENS_SHARED_MODULES = [
  /node_modules\/(?!recharts|d3-|victory|marked|dompurify|isomorphic-dompurify|decimal\.js|es-toolkit|immer|react-redux|@reduxjs|reselect|redux)/,
  /src\/client\/(lib\/(?!markdown\.ts)|components\/)/,
  /src\/shared\//,
  /src\/client\/app\/(screen-routes|screens|preload-screen|route-guard|screen)\.tsx?$/,
  /\.data\.ts$/,
];

// React Router publishes its production build under no export condition: without this alias every
// build ships its development warnings (about 1 KB of the landing page's budget).
const REACT_ROUTER_PRODUCTION = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig(({ command }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: { alias: command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [] },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/screen-html.mjs, then removed.
    manifest: true,
    chunkSizeWarningLimit: 700,
    modulePreload: {
      // Every browser DevMatch supports knows <link rel="modulepreload">: no polyfill in the first download.
      polyfill: false,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // One file instead of five small ones: one request and one gzip stream (issue 14,
            // scripts/check-bundle-budget.mjs).
            { name: 'core', test: (id) => CORE_MODULES.some((pattern) => pattern.test(id)), priority: 6 },
            // The rest of what the landing page loads up front stays in its first download.
            { name: 'initial', tags: ['$initial'], priority: 5 },
            // The query client and TanStack Query: the first thing a screen's calls need, on its own so
            // they can start before the larger shared code has arrived and run.
            { name: 'query', test: /node_modules\/@tanstack\/|src\/client\/lib\/query-client-provider\.tsx$/, priority: 4 },
            // What the landing page loads right after its first paint (its lower sections, the toaster,
            // the small screens' menu) with what they import, apart, so a visitor of / does not download
            // every screen's code.
            {
              name: 'landing-lazy',
              test: /src\/client\/(components\/(ui\/toaster|layout\/mobile-menu)\.tsx|lib\/query-client-provider\.tsx|features\/landing\/)/,
              priority: 3,
            },
            // How a screen's code and first calls start (app/preload-screen.ts) with what it imports:
            // small, so the calls start as soon as it arrives, before the screens' shared code has run.
            // Every page but / preloads it from the start (scripts/screen-html.mjs finds it by this name).
            { name: 'screen-preload', test: /src\/client\/app\/preload-screen\.ts$/, priority: 2 },
            // What the other screens share, in one file instead of dozens: their code then arrives in
            // two or three requests, not in rounds of six (time to data, docs/performance.md).
            { name: 'screens-shared', test: (id) => SCREENS_SHARED_MODULES.some((pattern) => pattern.test(id)), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000' },
  },
}));
