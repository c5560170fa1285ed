import { defineConfig } from 'tsup';

// Bundles the server and @bgc/shared into dist/; npm packages stay external.
export default defineConfig({
  entry: { main: 'src/main.ts', 'import-platform-stats': 'src/seed/import-platform-stats.cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // JSON files of packages are inlined: Node needs import attributes on them, which the bundle drops.
  noExternal: ['@bgc/shared', /\.json$/],
});
