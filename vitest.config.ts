import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vitest/config';
import { SERVER_CATALOGS_ID, serverCatalogsModule } from './scripts/server-catalogs.mjs';

/** The server's compiled catalogs, as build.mjs bundles them (scripts/server-catalogs.mjs). */
const serverCatalogs: Plugin = {
  name: 'server-catalogs',
  resolveId: (id) => (id === SERVER_CATALOGS_ID ? `\0${SERVER_CATALOGS_ID}` : undefined),
  load: (id) => (id === `\0${SERVER_CATALOGS_ID}` ? serverCatalogsModule(import.meta.dirname) : undefined),
};

// Two projects: pure/server code runs in node; React views run in happy-dom.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), serverCatalogs],
  test: {
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 20_000,
    // Two workers on the 2-core machines: PGlite-heavy files overlap with CPU-bound ones.
    maxWorkers: 2,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: ['test/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['test/**/*.test.tsx'],
          css: true,
          setupFiles: ['test/support/dom-setup.ts'],
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      exclude: ['src/domain/index.ts'],
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
  },
});
