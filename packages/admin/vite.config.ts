import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '../storefront/vite/precompress';

/**
 * The back office (issue 40): a single-page app built on its own, served by the shop under /admin
 * (packages/server/src/admin-app.ts), never part of the storefront's bundle, render or page cache.
 * `node scripts/ensure-admin-build.mjs` builds it when its sources are newer than the build.
 */
const root = fileURLToPath(new URL('.', import.meta.url));

/** React Router's production build (its `exports` name only the development one), as the storefront does. */
function reactRouterProductionBuild(): Plugin {
  const production = (file: string) => fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));
  const files: Record<string, string> = { 'react-router': production('index.mjs'), 'react-router/dom': production('dom-export.mjs') };
  return { name: 'konfety:react-router-production-build', enforce: 'pre', apply: 'build', resolveId: (id) => files[id] };
}

const FRAMEWORK = /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;

export default defineConfig({
  root,
  base: '/admin/',
  // No public folder: the favicon is the storefront's (/favicon.svg).
  publicDir: false,
  plugins: [reactRouterProductionBuild(), precompress(`${root}build`)],
  // JSX without a Babel plugin: esbuild compiles it (no Fast Refresh needed, the app is served built).
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: 'build',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    target: 'es2022',
    // No source maps in the served build; the charts' chunk (Chart.js) is ≈ 200 kB before compression.
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // Libraries' "use client" lines and comments Rollup cannot place: nothing to act on, only noise in `npm start`.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'INVALID_ANNOTATION') return;
        warn(warning);
      },
      output: {
        // React, React DOM and React Router in one long-cached file; each screen's code (the charts, the table) in its own.
        manualChunks: (id) => (FRAMEWORK.test(id) ? 'framework' : undefined),
      },
    },
  },
});
