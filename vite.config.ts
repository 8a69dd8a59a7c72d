import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// What every screen needs, the landing page included: React, the router, Tailwind class merging,
// the button's Slot, lucide's icon base and the two small client modules every screen imports.
const CORE_MODULES = [
  /node_modules\/(react|react-dom|scheduler|react-router|tailwind-merge|clsx|class-variance-authority)\//,
  /node_modules\/@radix-ui\/react-(slot|compose-refs)\//,
  /node_modules\/lucide-react\/dist\/esm\/(createLucideIcon|Icon|context)\.mjs$|node_modules\/lucide-react\/dist\/esm\/shared\//,
  /src\/client\/lib\/utils\.ts$|src\/shared\/roles\.ts$/,
];

const ENTRY_CHUNK = /(^|\/)index-[\w-]+\.js$/;

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    modulePreload: {
      // Every browser DevMatch supports knows <link rel="modulepreload">: no polyfill in the first download.
      polyfill: false,
      // What the entry loads lazily (the screen table, the landing page's lower sections, the toaster)
      // fetches its own imports once it runs: their preload lists would weigh on the first download.
      resolveDependencies: (_file, deps, { hostType, hostId }) => (hostType === 'js' && ENTRY_CHUNK.test(hostId) ? [] : deps),
    },
    rollupOptions: {
      output: {
        // One file instead of five small ones: one request and one gzip stream (issue 14,
        // scripts/check-bundle-budget.mjs).
        manualChunks(id) {
          return CORE_MODULES.some((pattern) => pattern.test(id)) ? 'core' : undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000' },
  },
});
