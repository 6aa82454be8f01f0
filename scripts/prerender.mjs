// Prerenders the guest pages' first views (issue 23 point 1): bundles src/app/prerender.tsx for
// Node with the client's own plugins (so vanilla-extract's class names and the stripped message
// descriptors are the client's), runs it for every page and language, and returns the markup for
// the shells. The bundle is a build tool: it is deleted, never served.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

/**
 * Bundles client code (the App and its modules) for Node with the client's own plugins, so the
 * markup it renders has the client's class names and message ids: one file. `packages`: whether
 * the packages are bundled (production React whatever NODE_ENV the server runs with, and nothing
 * the server must install) or imported from node_modules (the build's own run).
 * @param {{ entry: string, outfile: string, plugins: import('esbuild').Plugin[], sourcemap?: boolean, packages?: 'bundle' | 'external' }} options
 */
async function bundleForNode({ entry, outfile, plugins, sourcemap = false, packages = 'external' }) {
  await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages,
    outfile,
    jsx: 'automatic',
    // As the client: production React, vanilla-extract's short class names (they follow `minify`).
    define: { 'process.env.NODE_ENV': '"production"' },
    minify: true,
    sourcemap: sourcemap ? 'linked' : false,
    // Bundled CommonJS packages require Node's own modules, which ESM output can only do through this.
    ...(packages === 'bundle' ? { banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" } } : {}),
    logLevel: 'warning',
    plugins,
  });
}

/**
 * The server's renderer of signed-in first views (issue 23 point 1): src/app/first-view.tsx as
 * dist/server/first-view.mjs, which src/server/http/first-views.ts loads at start.
 * @param {{ root: string, out: string, plugins: import('esbuild').Plugin[] }} options
 */
export async function bundleFirstViews({ root, out, plugins }) {
  await bundleForNode({ entry: path.join(root, 'src/app/first-view.tsx'), outfile: path.join(out, 'server', 'first-view.mjs'), plugins, sourcemap: true, packages: 'bundle' });
}

/**
 * @param {{ root: string, out: string, plugins: import('esbuild').Plugin[], pages: { name: string, path: string }[], catalogs: Record<string, Record<string, unknown>>, buildId: string }} options
 * @returns {Promise<{ views: Map<string, { locale: string, decided: boolean, view: { html: string, title: string, lang: string } }[]>, patterns: string[] }>} page name → its views: per locale, with the cookie prompt (a first visit) and without (decided); and the patterns of the client's routes
 */
export async function prerenderPages({ root, out, plugins, pages, catalogs, buildId }) {
  const outfile = path.join(out, 'prerender', `prerender-${buildId}.mjs`);
  await bundleForNode({ entry: path.join(root, 'src/app/prerender.tsx'), outfile, plugins });
  const previous = process.env.NODE_ENV;
  try {
    process.env.NODE_ENV = 'production'; // react-dom/static's production build, as an external package
    // A fresh URL each time: in watch mode an unchanged build id must not reuse the last bundle.
    const { prerenderPage, routePatterns } = await import(`${pathToFileURL(outfile).href}?at=${Date.now()}`);
    const result = new Map();
    for (const page of pages) {
      const views = [];
      for (const [locale, messages] of Object.entries(catalogs)) {
        for (const decided of [false, true]) views.push({ locale, decided, view: await prerenderPage(page.path, locale, messages, buildId, decided) });
      }
      result.set(page.name, views);
    }
    return { views: result, patterns: routePatterns() };
  } finally {
    // Unset stays unset (assigning undefined would store the string "undefined" for the dev server).
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
    await rm(path.join(out, 'prerender'), { recursive: true, force: true });
  }
}
