import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialFiles } from '../../scripts/budget.mjs';
import { sourcesOf } from '../../scripts/route-chunks.mjs';
import { portCoverage } from '../../scripts/slice-modules.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const metaFile = path.join(root, 'dist/meta.json');
const built = existsSync(metaFile);

// The container binds the core modules at start and every other slice's module when a page or
// component names it (app/use-modules.ts). A chunk that resolves a port nobody bound there would
// fail for a visitor; this finds it in the build's import graph instead.
describe.runIf(built)('slice modules', () => {
  it('every chunk that resolves a slice port binds its module (or the core modules do)', () => {
    const coverage = portCoverage();
    expect(coverage.some((chunk) => chunk.used.length > 0)).toBe(true);
    for (const chunk of coverage) expect(chunk.missing, chunk.entry).toEqual([]);
  });

  it('finds a chunk that uses a slice port without naming its module', () => {
    const meta = JSON.parse(readFileSync(metaFile, 'utf8'));
    const page = 'src/app/pages/reservations.page.tsx';
    // The same build with the page's module import removed.
    meta.inputs[page].imports = meta.inputs[page].imports.filter((i: { path: string }) => !i.path.startsWith('src/app/modules/'));
    const chunk = portCoverage(meta).find((c) => c.entry === page);
    expect(chunk?.missing).toEqual(['src/ports/reservations-gateway.ts']);
  });

  it('the login form loads no slice module; the container it loads after first use brings the core modules and no other', () => {
    const meta = JSON.parse(readFileSync(metaFile, 'utf8'));
    const modulesIn = (files: string[]) =>
      files
        .flatMap((file) => Object.keys(meta.outputs[file].inputs))
        .filter((input) => /^src\/app\/modules\/.+\.module\.ts$/.test(input))
        .sort();
    const { js } = initialFiles(meta, sourcesOf('login'));
    expect(modulesIn(js)).toEqual([]);
    const later = initialFiles(meta, [...sourcesOf('login'), 'src/app/container.ts']).js.filter((file) => !js.includes(file));
    expect(modulesIn(later)).toEqual(['src/app/modules/account.module.ts', 'src/app/modules/session.module.ts', 'src/app/modules/system.module.ts']);
  });
});
