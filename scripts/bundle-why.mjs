// npm run bundle:why <page> [--files] [--all]: which modules make the bytes a route loads before it
// is usable (scripts/budget.mjs counts the same files). <page> is a route shell's name
// (scripts/route-chunks.mjs, e.g. login) or a page of app/route-table.ts (e.g. calendar,
// calendar.page, src/app/pages/calendar.page.tsx), counted with its layout and the container.
// Each file's gzip size is shared out over its modules by their minified bytes (gzip compresses a
// file as a whole, so the share is an estimate); modules are grouped by package, app code by folder.
// --files lists the files too; --all lists every group instead of the 40 largest; --who <group>
// prints the chain of imports by which the route reaches that package or folder.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialFiles } from './budget.mjs';
import { routePages } from './catalog-split.mjs';
import { routeShells } from './route-chunks.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** The lazy sources a name stands for: a shell's list, or a page with its layout and the container. */
export function sourcesFor(name) {
  const shell = routeShells.find((s) => s.name === name);
  if (shell) return shell.sources;
  const page = routePages().find((row) => [row.source, path.basename(row.source), path.basename(row.source).replace(/\.tsx?$/, ''), path.basename(row.source).replace(/\.page\.tsx?$/, '')].includes(name));
  if (!page) throw new Error(`no route shell or page named ${name}`);
  return [page.source, page.guest ? 'src/features/shell/logged-out.layout.tsx' : 'src/app/logged-in-area.tsx', 'src/app/container.ts'];
}

/** The group a module counts under: its npm package, or its folder below src/. */
export function groupOf(input) {
  const pkg = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const clean = input.replace(/^.*?(src\/)/, '$1').replace(/\?.*$/, '');
  return path.dirname(clean);
}

/** Estimated gzip bytes per module and per group of what `sources` load before they are usable. */
export function whyBytes(sources, meta = JSON.parse(readFileSync(path.join(root, 'dist/meta.json'), 'utf8'))) {
  const { js } = initialFiles(meta, sources);
  const modules = new Map();
  const files = [];
  for (const file of js) {
    const output = meta.outputs[file];
    const gzip = gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length;
    const inputs = Object.entries(output.inputs).filter(([, i]) => i.bytesInOutput > 0);
    const total = inputs.reduce((sum, [, i]) => sum + i.bytesInOutput, 0) || 1;
    files.push({ file, gzip, modules: inputs.length });
    for (const [input, { bytesInOutput }] of inputs) modules.set(input, (modules.get(input) ?? 0) + (gzip * bytesInOutput) / total);
  }
  const groups = new Map();
  for (const [input, bytes] of modules) groups.set(groupOf(input), (groups.get(groupOf(input)) ?? 0) + bytes);
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return { files, modules: sorted(modules), groups: sorted(groups), total: files.reduce((sum, f) => sum + f.gzip, 0) };
}

/**
 * The shortest chain of static imports (or the route's own lazy sources) from `sources` to a module
 * of `group` (a package or a folder as groupOf names it); null when the route does not load it.
 */
export function importChain(sources, group, meta = JSON.parse(readFileSync(path.join(root, 'dist/meta.json'), 'utf8'))) {
  const loaded = new Set(whyBytes(sources, meta).modules.map(([input]) => input));
  const queue = [...new Set(['src/app/main.tsx', ...sources])].map((source) => [source]);
  const seen = new Set(queue.map(([source]) => source));
  while (queue.length > 0) {
    const chain = queue.shift();
    const last = chain.at(-1);
    if (groupOf(last) === group && loaded.has(last)) return chain;
    for (const i of meta.inputs[last]?.imports ?? []) {
      if (i.kind !== 'import-statement' || i.external || seen.has(i.path)) continue;
      seen.add(i.path);
      queue.push([...chain, i.path]);
    }
  }
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const who = args.includes('--who') ? args[args.indexOf('--who') + 1] : null;
  const [name] = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--who');
  if (!name) {
    console.error('usage: npm run bundle:why <shell or page> [--files] [--all] [--who <package or folder>]');
    process.exit(2);
  }
  const all = process.argv.includes('--all');
  if (!existsSync(path.join(root, 'dist/meta.json'))) {
    console.error('dist/meta.json is missing: run npm run build first');
    process.exit(2);
  }
  let sources;
  try {
    sources = sourcesFor(name);
  } catch (error) {
    console.error(`${error.message} (a shell of scripts/route-chunks.mjs, or a page of app/route-table.ts)`);
    process.exit(2);
  }
  if (who) {
    const chain = importChain(sources, who);
    console.log(chain ? chain.join('\n  → ') : `${name} does not load ${who}`);
    process.exit(0);
  }
  const { files, modules, groups, total } = whyBytes(sources);
  const kB = (n) => `${(n / 1000).toFixed(1).padStart(6)} kB`;
  console.log(`${name}: ${kB(total)} gzip in ${files.length} files (${sources.join(', ')})`);
  console.log('\nBy package / folder (estimated gzip):');
  for (const [group, bytes] of all ? groups : groups.slice(0, 40)) console.log(`  ${kB(bytes)}  ${group}`);
  console.log('\nLargest modules:');
  for (const [input, bytes] of modules.slice(0, all ? modules.length : 30)) console.log(`  ${kB(bytes)}  ${input}`);
  if (process.argv.includes('--files')) {
    console.log('\nFiles:');
    for (const f of files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kB(f.gzip)}  ${f.file} (${f.modules} modules)`);
  }
}
