import { readdirSync, readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vitest/config';
import { SERVER_CATALOGS_ID, serverCatalogsModule } from './scripts/server-catalogs.mjs';

/** The server's compiled catalogs, as build.mjs bundles them (scripts/server-catalogs.mjs). */
const serverCatalogs: Plugin = {
  name: 'server-catalogs',
  resolveId: (id) => (id === SERVER_CATALOGS_ID ? `\0${SERVER_CATALOGS_ID}` : undefined),
  load: (id) => (id === `\0${SERVER_CATALOGS_ID}` ? serverCatalogsModule(import.meta.dirname) : undefined),
};

/**
 * The test files that replace modules (`vi.mock`): only they need a module registry of their own.
 * The rest share one per worker (`isolate: false`), which saves importing zod, fast-check, React
 * and the server again for each of ~230 files (the domain tests: 127 s → 11 s).
 */
const mocking = (readdirSync('test', { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(`test/${file}`, 'utf8').includes('vi.mock('))
  .map((file) => `test/${file}`);

const dom = { environment: 'happy-dom' as const, css: true, setupFiles: ['test/support/dom-setup.ts'] };

// Pure/server code runs in node; React views run in happy-dom; files that mock modules run isolated.
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
        test: { name: 'node', environment: 'node', include: ['test/**/*.test.ts'], exclude: mocking, isolate: false },
      },
      {
        extends: true,
        test: { name: 'dom', ...dom, include: ['test/**/*.test.tsx'], exclude: mocking, isolate: false },
      },
      {
        extends: true,
        test: { name: 'mocking', environment: 'node', include: mocking.filter((file) => file.endsWith('.ts')) },
      },
      {
        extends: true,
        test: { name: 'mocking-dom', ...dom, include: mocking.filter((file) => file.endsWith('.tsx')) },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
  },
});
