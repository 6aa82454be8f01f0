import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../../src');

/** Which layers each layer may import at runtime or as types (house-style.md, dependency direction). */
const allowed: Record<string, readonly string[]> = {
  domain: ['domain'],
  contract: ['contract', 'domain'],
  ports: ['ports', 'domain', 'contract'],
  adapters: ['adapters', 'ports', 'contract', 'domain'],
  i18n: ['i18n', 'ports', 'domain'],
  ui: ['ui', 'domain'],
  flows: ['flows', 'ui', 'domain', 'contract', 'ports', 'i18n'],
  features: ['features', 'flows', 'ui', 'domain', 'contract', 'ports', 'i18n'],
  sw: ['sw', 'domain', 'contract'],
  server: ['server', 'domain', 'contract'],
  app: ['app', 'features', 'flows', 'ui', 'domain', 'contract', 'ports', 'adapters', 'i18n'],
};

/** Packages only adapters may use (plus the composition root for the container). */
const adapterOnlyPackages: Record<string, readonly string[]> = {
  ky: ['adapters', 'app'],
  inversify: ['app'],
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g)].map((m) => (m[1] ?? m[2])!);
}

const layerOf = (file: string) => path.relative(src, file).split(path.sep)[0]!;

describe('layers', () => {
  const files = filesUnder(src);

  it('knows every top-level folder of src', () => {
    expect(new Set(files.map(layerOf))).toEqual(new Set(Object.keys(allowed).filter((l) => files.some((f) => layerOf(f) === l))));
  });

  it.each(files.map((f) => [path.relative(src, f), f]))('%s imports only along the dependency direction', (_, file) => {
    const layer = layerOf(file);
    const crossings = importsOf(file).flatMap((specifier) => {
      if (specifier.startsWith('.')) {
        const target = layerOf(path.resolve(path.dirname(file), specifier));
        return allowed[layer]!.includes(target) ? [] : [`${specifier} (${layer} → ${target})`];
      }
      const pkg = specifier.split('/')[0]!;
      const only = adapterOnlyPackages[pkg];
      return only && !only.includes(layer) ? [`${specifier} (only ${only.join(', ')} may use it)`] : [];
    });
    expect(crossings).toEqual([]);
  });

  it('keeps the domain free of IO, clocks and frameworks', () => {
    const impure = files
      .filter((f) => layerOf(f) === 'domain')
      .filter((f) => /\b(fetch\(|Date\.now\(|new Date\(|Math\.random\(|localStorage|document\.|window\.|from 'react')/.test(readFileSync(f, 'utf8')));
    expect(impure.map((f) => path.relative(src, f))).toEqual([]);
  });

  it('keeps features from importing each other, except through shared layers', () => {
    const crossFeature = files
      .filter((f) => layerOf(f) === 'features')
      .flatMap((file) => {
        const own = path.relative(src, file).split(path.sep)[1];
        return importsOf(file)
          .filter((s) => s.startsWith('.'))
          .map((s) => path.relative(src, path.resolve(path.dirname(file), s)).split(path.sep))
          .filter(([layer, feature]) => layer === 'features' && feature !== own)
          .map((parts) => `${path.relative(src, file)} → ${parts.join('/')}`);
      });
    expect(crossFeature).toEqual([]);
  });
});
