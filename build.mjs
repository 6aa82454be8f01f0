// Builds the portal: the SPA (code-split, content-hashed, vanilla-extract CSS), the service
// worker, the compiled Lingui catalogs, the build manifest and the server bundle.
// `node build.mjs --watch` rebuilds on change and restarts the server (npm run dev).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import * as esbuild from 'esbuild';

const root = import.meta.dirname;
const out = path.join(root, 'dist');
const client = path.join(out, 'client');
const watch = process.argv.includes('--watch');
const locales = ['cs', 'de', 'en', 'es', 'fr', 'hr', 'it', 'nl', 'pl', 'pt'];

/** Compiles locales/{locale}/messages.po to JSON (strict: a missing translation fails). */
async function compileCatalogs() {
  const lingui = path.join(root, 'node_modules/@lingui/cli/dist/lingui.js');
  const result = spawnSync(process.execPath, [lingui, 'compile', '--strict', '--namespace', 'json', '--workers', '1'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`lingui compile failed:\n${result.stdout}\n${result.stderr}`);
  const hash = createHash('sha256');
  for (const locale of locales) {
    // lingui writes { messages }; the client loads the messages object itself.
    const json = JSON.stringify(JSON.parse(await readFile(path.join(root, 'locales', locale, 'messages.json'), 'utf8')).messages);
    hash.update(json);
    await mkdir(path.join(client, '_i18n', locale), { recursive: true });
    await writeFile(path.join(client, '_i18n', locale, 'messages.json'), json);
  }
  return hash.digest('hex').slice(0, 12);
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
  outdir: path.join(client, 'assets'),
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'media/[name]-[hash]',
  publicPath: '/assets',
  metafile: true,
  minify: true,
  sourcemap: 'linked',
  target: ['es2022', 'chrome111', 'safari16.4', 'firefox115'],
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [stripMessages, vanillaExtractPlugin()],
};

const serverOptions = {
  entryPoints: { main: 'src/server/main.ts' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  outdir: path.join(out, 'server'),
  outExtension: { '.js': '.mjs' },
  sourcemap: 'linked',
  logLevel: 'warning',
};

/** The entry's JS and CSS plus the chunks it imports statically: what loads before first paint. */
function entryFiles(metafile) {
  const [entryOut, entryMeta] = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === 'src/app/main.tsx');
  const preload = entryMeta.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
  return {
    js: `/${path.relative(client, entryOut)}`,
    css: entryMeta.cssBundle ? `/${path.relative(client, entryMeta.cssBundle)}` : null,
    preload: preload.map((p) => `/${path.relative(client, p)}`),
  };
}

async function writeShell(metafile, buildId) {
  const { js, css, preload } = entryFiles(metafile);
  const template = await readFile(path.join(root, 'src/app/index.html'), 'utf8');
  const head = [
    css && `<link rel="stylesheet" href="${css}">`,
    ...preload.map((p) => `<link rel="modulepreload" href="${p}">`),
    `<script type="module" src="${js}"></script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
  await writeFile(path.join(client, 'index.html'), template.replace('<!-- assets -->', head).replaceAll('%BUILD_ID%', buildId));
  await writeFile(path.join(client, 'build.json'), JSON.stringify({ buildId, builtAt: new Date().toISOString() }));
  await writeFile(path.join(out, 'meta.json'), JSON.stringify(metafile));
}

async function buildServiceWorker(buildId) {
  await esbuild.build({
    entryPoints: ['src/sw/sw.ts'],
    bundle: true,
    format: 'iife',
    minify: true,
    outfile: path.join(client, 'sw.js'),
    define: { __BUILD_ID__: JSON.stringify(buildId) },
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
  const catalogsHash = await compileCatalogs();
  const [{ metafile }] = await Promise.all([esbuild.build(clientOptions), esbuild.build(serverOptions)]);
  const buildId = buildIdOf(metafile, catalogsHash);
  await Promise.all([writeShell(metafile, buildId), buildServiceWorker(buildId)]);
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
        const catalogsHash = await compileCatalogs().catch((e) => (console.error(e.message), 'stale'));
        const buildId = buildIdOf(result.metafile, catalogsHash);
        await Promise.all([writeShell(result.metafile, buildId), buildServiceWorker(buildId)]);
        console.log(`rebuilt client ${buildId}`);
      });
    },
  };
  const serverRestart = { name: 'restart', setup: (build) => build.onEnd((r) => r.errors.length === 0 && restart()) };
  const clientCtx = await esbuild.context({ ...clientOptions, plugins: [...clientOptions.plugins, rebuild] });
  const serverCtx = await esbuild.context({ ...serverOptions, plugins: [serverRestart] });
  await Promise.all([clientCtx.watch(), serverCtx.watch()]);
  process.on('SIGINT', () => (server?.kill('SIGTERM'), process.exit(0)));
}

await (watch ? watchMode() : buildOnce());
