import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { afterPaintScripts } from './vite-plugins/after-paint.js';
import { muiThemeWithoutCssVariables } from './vite-plugins/mui-theme-no-vars.js';

// The SPA is served by the API server in production (apps/server serves apps/web/dist).
export default defineConfig(({ isSsrBuild }) => ({
  // decision 069: the document's JavaScript is asked for after its first paint; decision 085:
  // MUI's theme builder without its CSS-variables half
  plugins: [react(), afterPaintScripts(), muiThemeWithoutCssVariables()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/flags': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
    },
  },
  // the server entry (vite build --ssr) bundles its dependencies, so React, MUI
  // and emotion run their production builds there as in the browser (same class names, no
  // development checks), whatever NODE_ENV the API server runs with.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // decision 076: the document preloads what the entry imports (React's chunk); a lazy chunk
    // brings its imports itself (Rollup lists every transitive one in the chunk), so no
    // dependency lists in the entry and no <link rel=modulepreload> added per import at run time
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rollupOptions: {
      output: {
        // React (needed by every route, changes rarely) in a long-cached chunk of
        // its own; the rest splits along the lazy imports. Only modules every route loads belong
        // here, else a vendor chunk would pull lazy-only code into the first load.
        manualChunks(id) {
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
          return undefined;
        },
        // i18n catalogs named by language and namespace, each language's table of them
        // `i18n-table-<lang>` (decision 059; bench/bundle.mjs adds a route's own).
        chunkFileNames(chunk) {
          const id = chunk.facadeModuleId ?? '';
          const m = /[\\/]i18n[\\/]locales[\\/]([a-z]{2})[\\/]([a-z-]+)\.json$/.exec(id);
          if (m) return `assets/i18n-${m[1]}-${m[2]}-[hash].js`;
          const table = /[\\/]i18n[\\/]tables[\\/]([a-z]{2})\.ts$/.exec(id);
          return table ? `assets/i18n-table-${table[1]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
}));
