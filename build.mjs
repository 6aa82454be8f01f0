// Builds the portal: the SPA (code-split, content-hashed, vanilla-extract CSS), the service
// worker, the compiled Lingui catalogs (split by the code that uses them), the HTML shells (one per first route, preloading what that
// route needs), the build manifest and the server bundle; then every text file of the client is
// precompressed (brotli and gzip) for the static server. Source maps go to dist/sourcemaps, which
// is not served.
// `node build.mjs --watch` rebuilds on change and restarts the server (npm run dev).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import * as esbuild from 'esbuild';
import { initialFiles } from './scripts/budget.mjs';
import { classRulesOf, cssIndex } from './scripts/critical-css.mjs';
import { FIRST_VIEW_SCRIPTS_ID } from './src/contract/first-view.ts';
import { criticalCssOf } from './src/server/http/critical-css.ts';
import { deferShellFiles, escapeText, holdPaintUntil, scriptJson } from './src/server/http/deferred-shell.ts';
import { bundleFirstViews, prerenderPages } from './scripts/prerender.mjs';
import { splitCatalog } from './scripts/catalog-split.mjs';
import { regroupChunks } from './scripts/regroup-chunks.mjs';
import { routeShells } from './scripts/route-chunks.mjs';
import { serverCatalogsPlugin } from './scripts/server-catalogs.mjs';

const root = import.meta.dirname;
const out = path.join(root, 'dist');
const client = path.join(out, 'client');
/** Where esbuild writes the client before scripts/regroup-chunks.mjs bundles it into client/assets. */
const stage = path.join(out, 'stage');
const watch = process.argv.includes('--watch');
const locales = ['cs', 'de', 'en', 'es', 'fr', 'hr', 'it', 'nl', 'pl', 'pt'];

/** Compiles locales/{locale}/messages.po to JSON (strict: a missing translation fails); returns each locale's messages. */
async function compileCatalogs() {
  const lingui = path.join(root, 'node_modules/@lingui/cli/dist/lingui.js');
  const result = spawnSync(process.execPath, [lingui, 'compile', '--strict', '--namespace', 'json', '--workers', '1'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`lingui compile failed:\n${result.stdout}\n${result.stderr}`);
  const hash = createHash('sha256');
  const catalogs = {};
  for (const locale of locales) {
    // lingui writes { messages }; the client loads the messages object itself.
    catalogs[locale] = JSON.parse(await readFile(path.join(root, 'locales', locale, 'messages.json'), 'utf8')).messages;
    hash.update(JSON.stringify(catalogs[locale]));
  }
  return { catalogs, catalogsHash: hash.digest('hex').slice(0, 12) };
}

/**
 * Writes each locale's catalog in two parts (scripts/catalog-split.mjs): /_i18n/{locale}/messages.json
 * with the messages the guest side uses, and members.json with those only signed-in pages use.
 */
async function writeCatalogs(metafile, catalogs) {
  const { first, members } = splitCatalog(metafile, Object.keys(catalogs.en));
  const pick = (messages, ids) => JSON.stringify(Object.fromEntries([...ids].sort().map((id) => [id, messages[id]])));
  for (const locale of locales) {
    await mkdir(path.join(client, '_i18n', locale), { recursive: true });
    await writeFile(path.join(client, '_i18n', locale, 'messages.json'), pick(catalogs[locale], first));
    await writeFile(path.join(client, '_i18n', locale, 'members.json'), pick(catalogs[locale], members));
  }
}

/**
 * Drops the English `message` of `{ id, message }` descriptors from the client bundle, as
 * Lingui's macro does in production: the compiled catalogs (checked complete) carry the texts.
 */
const stripMessages = {
  name: 'strip-lingui-messages',
  setup(build) {
    const descriptor = /(\bid:\s*'[^']+',\s*)message:\s*(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*(,\s*)?/g;
    build.onLoad({ filter: /src\/.*\.tsx?$/ }, async (args) => {
      if (args.path.endsWith('.css.ts')) return undefined;
      const source = await readFile(args.path, 'utf8');
      return { contents: source.replace(descriptor, '$1'), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

const clientOptions = {
  entryPoints: { main: 'src/app/main.tsx' },
  bundle: true,
  format: 'esm',
  splitting: true,
  outdir: path.join(stage, 'assets'),
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'media/[name]-[hash]',
  publicPath: '/assets',
  metafile: true,
  minify: true,
  // External: no sourceMappingURL in the served files; the maps are moved out of the client folder.
  sourcemap: 'external',
  target: ['es2022', 'chrome111', 'safari16.4', 'firefox115'],
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [stripMessages, vanillaExtractPlugin()],
};

/** The prerender and first-view bundles' plugins (scripts/prerender.mjs): the client's, without writing CSS again. */
const prerenderPlugins = [stripMessages, vanillaExtractPlugin({ outputCss: false })];

const serverOptions = {
  // start.ts checks the Node.js version, then imports main.ts (which stays main.mjs's name); the
  // iCal parse worker is its own file: ical-parse-sandbox.ts starts it next to main.mjs.
  entryPoints: { main: 'src/server/start.ts', 'ical-parse-worker': 'src/server/integrations/ical-parse-worker.ts' },
  bundle: true,
  // main.mjs stays small: what it imports later (serve.ts and its packages) loads while the
  // embedded database opens in its worker.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  outdir: path.join(out, 'server'),
  outExtension: { '.js': '.mjs' },
  sourcemap: 'linked',
  logLevel: 'warning',
  // The server's catalogs (locales/server/{locale}.po), compiled into the server bundle.
  plugins: [serverCatalogsPlugin(root)],
};

/** A path of the client folder as the browser asks for it. */
const urlOf = (file) => `/${path.relative(client, path.resolve(root, file)).split(path.sep).join('/')}`;

/**
 * The <head> tags of a shell: the CSS, a modulepreload for every chunk the route loads before it is
 * usable (the entry's static imports, and the route's lazy modules with theirs), then the entry.
 * The browser fetches them all in parallel instead of discovering them one import at a time.
 */
/**
 * The same files as `headTags`, as `Link` values for the 103 Early Hints the server sends before a
 * shell: the browser starts fetching them while the server still reads the HTML.
 */
function earlyHints(metafile, lazySources) {
  const { js, css } = initialFiles(metafile, lazySources);
  return [...css.map((file) => `<${urlOf(file)}>; rel=preload; as=style`), ...js.map((file) => `<${urlOf(file)}>; rel=modulepreload`)];
}

function headTags(metafile, lazySources) {
  const { js, css } = initialFiles(metafile, lazySources);
  const [entry, ...rest] = js;
  return [
    ...css.map((file) => `<link rel="stylesheet" href="${urlOf(file)}">`),
    ...rest.map((file) => `<link rel="modulepreload" href="${urlOf(file)}">`),
    `<script type="module" src="${urlOf(entry)}"></script>`,
  ].join('\n    ');
}

/**
 * A shell with a prerendered first view: its language, title and the markup inside #root
 * (data-locale tells main.tsx to hydrate), the CSS that markup needs inline, and the list of its
 * stylesheet's class rules, scripts and catalog (`catalogs`), which the loader at `afterPaint`
 * loads once the page has painted (src/server/http/deferred-shell.ts). `cssIndexes`: each
 * stylesheet's index by its URL (scripts/critical-css.mjs). Returns the HTML and the CSP hash of
 * its inline style.
 */
function withFirstView(shell, { html, title, lang }, locale, cssIndexes, { afterPaint, catalogs }) {
  const { html: deferred, files: shellFiles } = deferShellFiles(shell, afterPaint);
  const critical = shellFiles.styles.map((href) => criticalCssOf(cssIndexes[href].parts, html)).join('\n');
  const files = { ...shellFiles, styles: shellFiles.styles.map((href) => cssIndexes[href].classRules) };
  const page = deferred
    .replace('<html lang="en">', `<html lang="${lang}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>\n    <style>${critical}</style>\n    ${holdPaintUntil(FIRST_VIEW_SCRIPTS_ID)}`)
    .replace('<div id="root"></div>', `<div id="root" data-locale="${locale}">${html}</div>\n    <script type="application/json" id="${FIRST_VIEW_SCRIPTS_ID}">${scriptJson({ ...files, catalogs })}</script>`);
  return { page, styleHash: `sha256-${createHash('sha256').update(critical).digest('base64')}` };
}

/**
 * index.html (the entry only) and shells/<name>.html per first route of scripts/route-chunks.mjs,
 * plus shells/<name>.<locale>.html for the routes the build prerenders (their first view in each
 * language, with the cookie prompt; .decided.html without, for visitors who have chosen), and shells.json, which tells the server which shell answers which path
 * (a row for unknown paths lists the client's route patterns, `unknownOf`, and the status 404).
 */
async function writeShell(metafile, buildId, catalogs) {
  const template = (await readFile(path.join(root, 'src/app/index.html'), 'utf8')).replaceAll('%BUILD_ID%', buildId);
  const shell = (lazySources) => template.replace('<!-- assets -->', headTags(metafile, lazySources));
  await writeFile(path.join(client, 'index.html'), shell([]));
  await mkdir(path.join(client, 'shells'), { recursive: true });
  const names = [...new Set(routeShells.map((route) => route.name))];
  await Promise.all(
    names.map((name) => writeFile(path.join(client, 'shells', `${name}.html`), shell(routeShells.find((route) => route.name === name).sources))),
  );
  // The stylesheet's index, from which a prerendered page and a server-rendered one (src/server/http/
  // first-view-page.ts) inline the rules their HTML uses, and beside it the sheet of its class rules
  // that such a page loads once painted; keyed by the stylesheet's URL.
  const sheets = initialFiles(metafile, []).css;
  const cssIndexes = Object.fromEntries(
    await Promise.all(
      sheets.map(async (file) => {
        const css = await readFile(path.resolve(root, file), 'utf8');
        const classRules = file.replace(/\.css$/, '.classes.css');
        await writeFile(path.resolve(root, classRules), classRulesOf(css));
        return [urlOf(file), { parts: cssIndex(css), classRules: urlOf(classRules) }];
      }),
    ),
  );
  await writeFile(path.join(client, 'css-index.json'), JSON.stringify(cssIndexes));
  // Without catalogs (a watch rebuild whose catalogs failed to compile) no page is prerendered.
  const prerendered = catalogs ? routeShells.filter((route) => route.prerender) : [];
  const pages = prerendered.map(({ name, prerender }) => ({ name, path: prerender }));
  const { views, patterns } = pages.length > 0 ? await prerenderPages({ root, out, plugins: prerenderPlugins, pages, catalogs, buildId }) : { views: new Map(), patterns: [] };
  const { afterPaint, intlWarmUp } = await buildFirstViewLoaders();
  // The catalog a guest's page fetches first (the server's catalogUrls, src/server/http/route-shells.ts).
  const catalogsOf = (locale) => [`/_i18n/${locale}/messages.json?v=${encodeURIComponent(buildId)}`];
  const styleHashes = new Map();
  for (const { name, sources } of prerendered) {
    const hashes = new Set();
    for (const { locale, decided, view } of views.get(name)) {
      const { page, styleHash } = withFirstView(shell(sources), view, locale, cssIndexes, { afterPaint, catalogs: catalogsOf(locale) });
      await writeFile(path.join(client, 'shells', `${name}.${locale}${decided ? '.decided' : ''}.html`), page);
      hashes.add(styleHash);
    }
    styleHashes.set(name, [...hashes]);
  }
  // A row for unknown paths needs the client's route patterns, which come with the prerendered pages:
  // without them (no catalogs) it is left out, and such a path gets the login shell as before.
  const table = routeShells
    .filter((route) => !route.unknown || patterns.length > 0)
    .map(({ name, pattern, query, signedIn, prerender, sources, unknown }) => ({
      pattern,
      ...(query ? { query } : {}),
      signedIn,
      file: `shells/${name}.html`,
      hints: earlyHints(metafile, sources),
      ...(prerender && styleHashes.has(name) ? { localized: `shells/${name}.{locale}.html`, decided: `shells/${name}.{locale}.decided.html`, styleHashes: styleHashes.get(name) } : {}),
      ...(unknown ? { unknownOf: patterns, status: 404 } : {}),
    }));
  await writeFile(path.join(client, 'shells.json'), JSON.stringify(table));
  await writeFile(path.join(client, 'build.json'), JSON.stringify({ buildId, builtAt: new Date().toISOString(), afterPaint, intlWarmUp }));
  await writeFile(path.join(out, 'meta.json'), JSON.stringify(metafile));
}

/** Every file below `dir`, recursively. */
async function filesBelow(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Moves the client's source maps to dist/sourcemaps (kept for debugging, never served): Rolldown's
 * (served file → esbuild's output) and, under dist/sourcemaps/stage, esbuild's (→ the sources).
 */
async function moveSourceMaps() {
  for (const file of (await filesBelow(client)).filter((f) => f.endsWith('.map'))) {
    const target = path.join(out, 'sourcemaps', path.relative(client, file));
    await mkdir(path.dirname(target), { recursive: true });
    await rename(file, target);
  }
  for (const file of (await filesBelow(stage)).filter((f) => f.endsWith('.map'))) {
    const target = path.join(out, 'sourcemaps', 'stage', path.relative(stage, file));
    await mkdir(path.dirname(target), { recursive: true });
    await rename(file, target);
  }
  await rm(stage, { recursive: true, force: true });
}

/** esbuild's client output regrouped into a few chunks per route (scripts/regroup-chunks.mjs); its metafile. */
const regroup = (metafile) => regroupChunks({ root, meta: metafile, stage, client });

const COMPRESSIBLE = /\.(?:m?js|css|html|json|svg|webmanifest|txt|xml)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) next to every text file of the
 * client, where smaller; @fastify/static serves them by Accept-Encoding (preCompressed).
 */
async function precompress() {
  const files = (await filesBelow(client)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gzipped(bytes, { level: 9 }),
      ]);
      if (br.length < bytes.length) await writeFile(`${file}.br`, br);
      if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
    }),
  );
}

/** The pages an owner can read offline (issue 16): their chunks are precached with the shell. */
const OFFLINE_PAGES = ['dashboard', 'reservations', 'reservation', 'calendar', 'calendar-home', 'inbox'].map((name) => `src/app/pages/${name}.page.tsx`);
/** Parts of those pages that load after them (the calendar's iCal import): precached too, or the page would wait for them offline. */
const OFFLINE_PARTS = ['src/app/calendar-import-section.tsx'];

/**
 * The login page and what it shows at once (its layout, the cookie prompt): a signed-out owner
 * without signal gets the form in their language, not message ids (issue 29 #2).
 */
const LOGIN_PARTS = ['src/app/pages/login.page.tsx', 'src/features/shell/login.layout.tsx', 'src/app/consent-host.tsx'];

/**
 * What the service worker precaches: the plain shell, the chunks every signed-in page needs
 * (entry, container, logged-in area), the offline-readable pages, the login page, the answers'
 * schemas (17 kB in all: a page rendered on the server parsed none of its answers in the browser,
 * and offline the plain shell parses the kept copies with them) and the guest part of the catalog
 * in every language (the URL the client asks for, build id included). Other chunks and catalog
 * parts are kept as they load.
 */
function precacheList(metafile, buildId) {
  const schemas = Object.values(metafile.outputs)
    .map((output) => output.entryPoint)
    .filter((entry) => entry?.startsWith('src/contract/'));
  const { js, css } = initialFiles(metafile, ['src/app/container.ts', 'src/app/logged-in-area.tsx', 'src/app/shell-behaviours.tsx', ...OFFLINE_PAGES, ...OFFLINE_PARTS, ...LOGIN_PARTS, ...schemas]);
  const catalogs = locales.map((locale) => `/_i18n/${locale}/messages.json?v=${encodeURIComponent(buildId)}`);
  return ['/index.html', ...css.map(urlOf), ...js.map(urlOf), ...catalogs];
}

/**
 * The scripts a server-rendered page loads besides its own, content-hashed: the loader of its
 * files (src/app/after-paint.ts) and the Intl worker (src/app/intl-warm-up.ts). Returns their URLs.
 */
async function buildFirstViewLoaders() {
  const { metafile } = await esbuild.build({
    entryPoints: { 'after-paint': 'src/app/after-paint.ts', 'intl-warm-up': 'src/app/intl-warm-up.ts' },
    bundle: true,
    format: 'iife',
    minify: true,
    outdir: path.join(client, 'assets'),
    entryNames: '[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
  });
  const urlOfEntry = (name) => urlOf(Object.keys(metafile.outputs).find((file) => path.basename(file).startsWith(`${name}-`)));
  return { afterPaint: urlOfEntry('after-paint'), intlWarmUp: urlOfEntry('intl-warm-up') };
}

async function buildServiceWorker(buildId, metafile) {
  await esbuild.build({
    entryPoints: ['src/sw/sw.ts'],
    bundle: true,
    format: 'iife',
    minify: true,
    outfile: path.join(client, 'sw.js'),
    define: { __BUILD_ID__: JSON.stringify(buildId), __PRECACHE__: JSON.stringify(precacheList(metafile, buildId)) },
    logLevel: 'warning',
  });
}

function buildIdOf(metafile, catalogsHash) {
  const hash = createHash('sha256').update(catalogsHash);
  for (const file of Object.keys(metafile.outputs).sort()) hash.update(file);
  return hash.digest('hex').slice(0, 12);
}

async function buildOnce() {
  const started = performance.now();
  await rm(out, { recursive: true, force: true });
  await mkdir(client, { recursive: true });
  await cp(path.join(root, 'public'), client, { recursive: true });
  const { catalogs, catalogsHash } = await compileCatalogs();
  const [{ metafile: staged }] = await Promise.all([esbuild.build(clientOptions), esbuild.build(serverOptions)]);
  const metafile = await regroup(staged);
  const buildId = buildIdOf(metafile, catalogsHash);
  await Promise.all([
    writeShell(metafile, buildId, catalogs),
    buildServiceWorker(buildId, metafile),
    writeCatalogs(metafile, catalogs),
    bundleFirstViews({ root, out, plugins: prerenderPlugins }),
  ]);
  await moveSourceMaps();
  await precompress();
  console.log(`built ${buildId} in ${Math.round(performance.now() - started)} ms`);
}

async function watchMode() {
  await buildOnce();
  let server = null;
  const restart = () => {
    server?.kill('SIGTERM');
    server = spawn(process.execPath, [path.join(out, 'server/main.mjs'), '--demo'], { stdio: 'inherit' });
  };
  const rebuild = {
    name: 'rebuild',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length > 0) return;
        await rm(path.join(client, 'assets'), { recursive: true, force: true });
        const metafile = await regroup(result.metafile);
        const compiled = await compileCatalogs().catch((e) => (console.error(e.message), null));
        const buildId = buildIdOf(metafile, compiled?.catalogsHash ?? 'stale');
        await Promise.all([
          writeShell(metafile, buildId, compiled?.catalogs ?? null),
          buildServiceWorker(buildId, metafile),
          compiled && writeCatalogs(metafile, compiled.catalogs),
          bundleFirstViews({ root, out, plugins: prerenderPlugins }),
        ]);
        await moveSourceMaps();
        await precompress();
        console.log(`rebuilt client ${buildId}`);
      });
    },
  };
  const serverRestart = { name: 'restart', setup: (build) => build.onEnd((r) => r.errors.length === 0 && restart()) };
  const clientCtx = await esbuild.context({ ...clientOptions, plugins: [...clientOptions.plugins, rebuild] });
  const serverCtx = await esbuild.context({ ...serverOptions, plugins: [...serverOptions.plugins, serverRestart] });
  await Promise.all([clientCtx.watch(), serverCtx.watch()]);
  process.on('SIGINT', () => (server?.kill('SIGTERM'), process.exit(0)));
}

await (watch ? watchMode() : buildOnce());
