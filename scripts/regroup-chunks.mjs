// Regroups esbuild's chunks into a handful per route (issue 23). esbuild's splitting makes one chunk
// per set of lazy modules that share code: ~235 files, 60-90 of them (most under 1 kB) before a
// route is usable, each a request. esbuild cannot be told how to group, so its output (already
// minified ESM, CSS handled by vanilla-extract) is bundled a second time by Rolldown, whose
// `codeSplitting.groups` can:
// - `boot`: everything the entry imports statically (React, Lingui, the router, the app frame);
// - `container`: what the container adds (inversify, ky, xstate, the core modules): every route
//   loads it before its form or data is usable;
// - `members`: what the logged-in area adds and no guest page loads, for every signed-in page;
// - `sign-in`: what the login page and its layout share with other lazy modules (the login page
//   loads main, container, sign-in, its page and layout: nothing it does not run);
// - `common`: code shared by at least COMMON_USERS lazy modules (a page may load a little it does
//   not need: a request costs a phone more than a few hundred bytes);
// - `schemas`: the same for contract modules that build zod schemas as they evaluate: building the
//   profile's and sign-in's took a phone ~70 ms on pages that never parse with them;
// - `shared`: the rest, one chunk per set of lazy modules that use it (as esbuild did, but without
//   the ~60 files the groups above took in). Merging these by size grew every page by 10-30 kB
//   for one or two fewer requests (measured): not done.
// A lazy module (page, layout, lazy part) stays a chunk of its own. The result is described in
// esbuild's metafile shape (scripts/budget.mjs and the build's other readers keep working): its
// `inputs` are esbuild's (the source graph), its `outputs` Rolldown's chunks, each naming the
// lazy module it is the entry of and the chunks it imports.
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { rolldown } from 'rolldown';

const CONTAINER = 'src/app/container.ts';
const LOGGED_IN = 'src/app/logged-in-area.tsx';
/** Lazy modules a visitor without a session loads: the guest pages and layouts, the cookie prompt. */
const GUEST = [
  'src/app/pages/login.page',
  'src/app/pages/recovery-pages',
  'src/app/pages/sign-in-steps',
  'src/app/pages/two-factor-contact',
  'src/app/pages/reference-form',
  'src/app/pages/guide',
  'src/features/shell/login.layout',
  'src/features/shell/logged-out.layout',
  'src/app/consent-host',
];

/** Chunks whose functions mostly run as a first view starts: the entry and the groups every route loads. */
const EAGER = new Set(['main', 'boot', 'container', 'members']);
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A chunk that at least this many lazy modules load goes to the `common` chunk. */
const COMMON_USERS = 8;

/** Whether an esbuild chunk holds a contract module that builds zod schemas when it evaluates. */
function buildsSchemas(meta, file) {
  return Object.keys(meta.outputs[file].inputs ?? {}).some(
    (input) => input.startsWith('src/contract/') && (meta.inputs?.[input]?.imports ?? []).some((i) => i.path.includes('node_modules/zod')),
  );
}

/** The esbuild output files (relative to the repo) a set of files imports statically, transitively. */
function staticClosure(outputs, files) {
  const seen = new Set();
  const visit = (file) => {
    if (!file || seen.has(file)) return;
    seen.add(file);
    for (const i of outputs[file]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path);
  };
  files.forEach(visit);
  return seen;
}

/**
 * The tier of each shared esbuild chunk: `boot`, `container`, `members`, `sign-in`, `common`,
 * `schemas` or `shared`. An entry chunk (the main entry, a lazy module) has none: it stays a chunk
 * (or facade) of its own.
 */
export function tiersOf(meta) {
  const { outputs } = meta;
  const chunkOf = (source) => Object.keys(outputs).find((f) => outputs[f].entryPoint === source && f.endsWith('.js'));
  const boot = staticClosure(outputs, [chunkOf('src/app/main.tsx')]);
  const container = staticClosure(outputs, [chunkOf(CONTAINER)]);
  const members = staticClosure(outputs, [chunkOf(LOGGED_IN)]);
  // What a visitor without a session loads: none of it may wait for the members' chunk.
  const guest = staticClosure(
    outputs,
    Object.values(outputs)
      .map((output) => output.entryPoint)
      .filter((source) => source && GUEST.some((prefix) => source.startsWith(prefix)))
      .map(chunkOf),
  );
  // How many lazy modules load each chunk before they run.
  const users = new Map();
  for (const output of Object.values(outputs)) {
    if (!output.entryPoint) continue;
    for (const file of staticClosure(outputs, [chunkOf(output.entryPoint)])) users.set(file, (users.get(file) ?? 0) + 1);
  }
  // The login page's first load (page and layout): its shared code is one chunk, nothing more.
  const signIn = staticClosure(outputs, [chunkOf('src/app/pages/login.page.tsx'), chunkOf('src/features/shell/login.layout.tsx')]);
  const tiers = new Map();
  for (const file of Object.keys(outputs)) {
    if (!file.endsWith('.js')) continue;
    const entry = outputs[file].entryPoint;
    if (boot.has(file)) tiers.set(file, 'boot');
    else if (container.has(file) && (!entry || entry === CONTAINER)) tiers.set(file, 'container');
    else if (members.has(file) && !guest.has(file) && (!entry || entry === LOGGED_IN)) tiers.set(file, 'members');
    else if (entry) continue;
    else if (signIn.has(file)) tiers.set(file, 'sign-in');
    else if ((users.get(file) ?? 0) < COMMON_USERS) tiers.set(file, 'shared');
    else tiers.set(file, buildsSchemas(meta, file) ? 'schemas' : 'common');
  }
  return tiers;
}

/**
 * Bundles esbuild's output (`meta`, written under `stage`/assets) again into `client`/assets with
 * Rolldown; returns the metafile of the result. `root` is the repo (metafile paths are relative to it).
 */
export async function regroupChunks({ root, meta, stage, client }) {
  const { outputs } = meta;
  const abs = (file) => path.resolve(root, file);
  const tiers = new Map([...tiersOf(meta)].map(([file, tier]) => [abs(file), tier]));
  const entryFile = Object.keys(outputs).find((f) => outputs[f].entryPoint === 'src/app/main.tsx' && f.endsWith('.js'));
  const sourceOf = new Map(Object.entries(outputs).map(([file, output]) => [abs(file), { file, output }]));
  const tier = (name) => (id) => tiers.get(id) === name;

  const assets = path.join(stage, 'assets');
  const bundle = await rolldown({
    input: { main: abs(entryFile) },
    logLevel: 'warn',
    // esbuild writes imports as served URLs (publicPath /assets): read them from the stage.
    plugins: [{ name: 'staged-assets', resolveId: (source) => (source.startsWith('/assets/') ? path.join(assets, source.slice('/assets/'.length)) : null) }],
    // The lazy modules keep their exports (React.lazy and the loaders read them by name).
    preserveEntrySignatures: 'allow-extension',
  });
  const outDir = path.join(client, 'assets');
  // esbuild's names carry its hash; Rolldown adds its own.
  const plain = (name) => name.replace(/-[A-Z0-9]{8}$/, '');
  const { output } = await bundle.write({
    dir: outDir,
    format: 'esm',
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: (chunk) => `chunks/${plain(chunk.name)}-[hash].js`,
    minify: true,
    sourcemap: 'hidden',
    // V8 compiles a function when it is first called, on the main thread, unless told it will be:
    // the CommonJS wrapper of React DOM alone cost a phone ~120 ms of the entry's evaluation. The
    // chunks every first view runs ask for eager compilation (Chrome's compile hints; other
    // browsers ignore the comment).
    postBanner: (chunk) => (EAGER.has(chunk.name) ? COMPILE_HINT : ''),
    codeSplitting: {
      groups: [
        { name: 'boot', test: tier('boot'), priority: 40 },
        { name: 'container', test: tier('container'), priority: 30 },
        { name: 'members', test: tier('members'), priority: 20, includeDependenciesRecursively: false },
        { name: 'sign-in', test: tier('sign-in'), priority: 17, includeDependenciesRecursively: false },
        { name: 'common', test: tier('common'), priority: 15, includeDependenciesRecursively: false },
        { name: 'schemas', test: tier('schemas'), priority: 14, includeDependenciesRecursively: false },
        { name: 'shared', test: tier('shared'), priority: 10, entriesAware: true, includeDependenciesRecursively: false },
      ],
    },
  });
  await bundle.close();

  // The CSS bundle and media esbuild wrote, next to the regrouped scripts.
  const css = outputs[entryFile].cssBundle;
  const moved = (file) => path.relative(root, path.join(outDir, path.relative(assets, abs(file))));
  if (css) await cp(abs(css), path.join(outDir, path.relative(assets, abs(css))));
  await cp(path.join(assets, 'media'), path.join(outDir, 'media'), { recursive: true }).catch((error) => {
    if (error.code !== 'ENOENT') throw error;
  });

  const regrouped = { inputs: meta.inputs, outputs: {} };
  for (const chunk of output) {
    if (chunk.type !== 'chunk') continue;
    const file = path.relative(root, path.join(outDir, chunk.fileName));
    // The lazy module this chunk is the entry of: its facade, or the one lazy module a group
    // (container, members) took in, whose import() now loads the group's chunk.
    const lazyIn = chunk.moduleIds.map((id) => sourceOf.get(id)?.output).filter((o) => o?.entryPoint && o.entryPoint !== 'src/app/main.tsx');
    const facade = chunk.facadeModuleId ? sourceOf.get(chunk.facadeModuleId)?.output : lazyIn.length === 1 ? lazyIn[0] : undefined;
    const inputs = {};
    for (const id of chunk.moduleIds) for (const [input, info] of Object.entries(sourceOf.get(id)?.output.inputs ?? {})) inputs[input] = info;
    const sibling = (name) => path.relative(root, path.join(outDir, name));
    regrouped.outputs[file] = {
      bytes: Buffer.byteLength(chunk.code),
      ...(facade?.entryPoint ? { entryPoint: facade.entryPoint } : {}),
      imports: [
        ...chunk.imports.map((name) => ({ path: sibling(name), kind: 'import-statement' })),
        ...chunk.dynamicImports.map((name) => ({ path: sibling(name), kind: 'dynamic-import' })),
      ],
      inputs,
      ...(facade?.entryPoint === 'src/app/main.tsx' && css ? { cssBundle: moved(css) } : {}),
    };
  }
  if (css) regrouped.outputs[moved(css)] = { bytes: (await readFile(path.join(root, moved(css)))).length, imports: [], inputs: outputs[css]?.inputs ?? {} };
  return regrouped;
}
