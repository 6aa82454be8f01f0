import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type StagedMeta, tiersOf } from '../../scripts/regroup-chunks.mjs';

// A staged (esbuild) metafile: lazy modules are outputs with an entryPoint, shared chunks without.
// `sources`: the modules a chunk holds; `inputs`: what each module imports.
function meta(graph: Record<string, { entry?: string; imports?: string[]; sources?: string[] }>, inputs: StagedMeta['inputs'] = {}): StagedMeta {
  const outputs: StagedMeta['outputs'] = {};
  for (const [file, { entry, imports = [], sources = [] }] of Object.entries(graph)) {
    outputs[file] = {
      ...(entry ? { entryPoint: entry } : {}),
      imports: imports.map((path) => ({ path, kind: 'import-statement' })),
      inputs: Object.fromEntries(sources.map((source) => [source, {}])),
    };
  }
  return { inputs, outputs };
}

const pages = Object.fromEntries(
  Array.from({ length: 8 }, (_, i) => [`p${i}.js`, { entry: `src/app/pages/p${i}.page.tsx`, imports: i < 2 ? ['popular.js', 'pair.js', 'forms.js'] : ['popular.js', 'forms.js'] }]),
);

describe('regrouping chunks (issue 23)', () => {
  const tiers = tiersOf(
    meta({
      'main.js': { entry: 'src/app/main.tsx', imports: ['react.js'] },
      'react.js': {},
      'container.js': { entry: 'src/app/container.ts', imports: ['react.js', 'inversify.js'] },
      'inversify.js': {},
      'area.js': { entry: 'src/app/logged-in-area.tsx', imports: ['nav.js', 'form-bits.js'] },
      'nav.js': {},
      'login.js': { entry: 'src/app/pages/login.page.tsx', imports: ['form-bits.js'] },
      'form-bits.js': {},
      'popular.js': {},
      'pair.js': {},
      'forms.js': { sources: ['src/contract/profile.ts', 'src/ui/form.tsx'] },
      ...pages,
    }, {
      'src/contract/profile.ts': { imports: [{ path: 'node_modules/zod/v4/mini/index.js', kind: 'import-statement' }] },
    }),
  );

  it('puts what the entry imports in boot and what the container adds in container', () => {
    expect(tiers.get('react.js')).toBe('boot');
    expect(tiers.get('main.js')).toBe('boot');
    expect(tiers.get('inversify.js')).toBe('container');
    expect(tiers.get('container.js')).toBe('container');
  });

  it('keeps what the login page shares with the logged-in area out of the members chunk', () => {
    expect(tiers.get('nav.js')).toBe('members');
    expect(tiers.get('area.js')).toBe('members');
    expect(tiers.get('form-bits.js')).toBe('sign-in');
  });

  it('joins code many pages share and leaves code few share to its own chunk; pages stay chunks of their own', () => {
    expect(tiers.get('popular.js')).toBe('common');
    expect(tiers.get('pair.js')).toBe('shared');
    expect(tiers.has('p0.js')).toBe(false);
    expect(tiers.has('login.js')).toBe(false);
  });

  it('keeps contract modules that build zod schemas out of the common chunk that pages without them load', () => {
    expect(tiers.get('forms.js')).toBe('schemas');
  });
});

const assets = path.resolve(import.meta.dirname, '../../dist/client/assets');
const built = existsSync(path.resolve(import.meta.dirname, '../../dist/meta.json'));

describe.runIf(built)('compile hints of the built chunks', () => {
  const firstLine = (file: string) => readFileSync(path.join(assets, file), 'utf8').split('\n', 1)[0];
  const served = (pattern: RegExp) => readdirSync(assets, { recursive: true, encoding: 'utf8' }).filter((file) => pattern.test(file));

  it('asks for eager compilation of the entry and the groups every first view runs, and of no page', () => {
    for (const file of served(/^(main|chunks\/(container|members))-[\w-]+\.js$/)) expect(firstLine(file), file).toBe('//# allFunctionsCalledOnLoad');
    expect(served(/^main-[\w-]+\.js$/)).toHaveLength(1);
    const pages = served(/^chunks\/[\w.-]+\.page-[\w-]+\.js$/);
    expect(pages.length).toBeGreaterThan(10);
    for (const file of pages) expect(firstLine(file), file).not.toContain('allFunctionsCalledOnLoad');
  });
});
