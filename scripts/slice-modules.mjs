// Which ports each chunk of the build resolves, and whether the modules bound by then cover them
// (see app/use-modules.ts): the container binds the core modules (app/modules.ts) at start, and a
// lazy chunk (page, layout, component) binds the slice modules it imports. test/build/modules.test.ts
// holds every chunk to it, so a page that forgets `useModules(xModule)` fails the build's tests
// instead of a visitor's page.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const MODULES = /^src\/app\/modules\/(?!port-module)[^/]+\.module\.ts$/;
const PORT = /^src\/ports\//;
const CONTAINER = 'src/app/container.ts';

/** The ports a source file imports (values and types alike), read from its text. */
function portImportsInSource(file) {
  const source = readFileSync(path.join(root, file), 'utf8');
  return [...source.matchAll(/from '((?:\.\.\/)+ports\/[^']+)'/g)].map((m) => `${path.relative(root, path.resolve(root, path.dirname(file), m[1]))}.ts`);
}

/**
 * For every entry of the build (the main entry and each lazy module), the port files its static
 * import graph reaches that some slice module binds, and those no bound module covers there.
 */
export function portCoverage(meta = JSON.parse(readFileSync(path.join(root, 'dist/meta.json'), 'utf8'))) {
  const { inputs } = meta;
  const staticImports = (file) => (inputs[file]?.imports ?? []).filter((i) => i.kind === 'import-statement').map((i) => i.path);
  // Every module on disk: one that no chunk imports yet still binds its ports.
  const moduleFiles = readdirSync(path.join(root, 'src/app/modules'))
    .map((name) => `src/app/modules/${name}`)
    .filter((file) => MODULES.test(file));
  /** The port files a module (or the container itself) binds: the ports it imports. */
  const portsOf = (file) => new Set(inputs[file] ? staticImports(file).filter((i) => PORT.test(i)) : portImportsInSource(file));
  const boundBySome = new Set(moduleFiles.flatMap((file) => [...portsOf(file)]));
  const core = new Set([...portsOf(CONTAINER), ...staticImports('src/app/modules.ts').filter((i) => MODULES.test(i)).flatMap((m) => [...portsOf(m)])]);

  // The graph of one entry, without descending into modules or the container (binding is not use).
  const reach = (entry) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      if (MODULES.test(file) || file === CONTAINER) return;
      for (const next of staticImports(file)) visit(next);
    };
    visit(entry);
    return seen;
  };

  const entries = Object.values(meta.outputs).map((output) => output.entryPoint).filter(Boolean);
  return entries.map((entry) => {
    const files = reach(entry);
    const used = [...files].filter((file) => boundBySome.has(file));
    const covered = new Set(core);
    for (const file of files) if (MODULES.test(file)) for (const p of portsOf(file)) covered.add(p);
    return { entry, used, missing: used.filter((file) => !covered.has(file)) };
  });
}
