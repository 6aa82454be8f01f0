import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DOMAIN = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/domain');
const LOGIN_PAGE_FILES = ['route-params.ts', 'after-login.ts', 'return-path.ts', 'locale.ts', 'enumerations.ts'];

/** Every module a file loads at runtime (type-only imports are erased), followed through local files. */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  const source = readFileSync(resolve(DOMAIN, file), 'utf8');
  for (const [, specifier] of source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms)) {
    const target = specifier!.startsWith('./') ? `${specifier!.slice(2)}.ts` : specifier!;
    if (seen.has(target)) continue;
    seen.add(target);
    if (target.endsWith('.ts')) runtimeImports(target, seen);
  }
  return seen;
}

describe('login page bundle', () => {
  it.each(LOGIN_PAGE_FILES)('%s does not load temporal-polyfill', (file) => {
    const imports = runtimeImports(file);
    expect([...imports].filter((name) => !name.endsWith('.ts'))).toEqual([]);
  });

  it('sees runtime imports of temporal-polyfill where they exist', () => {
    expect(runtimeImports('plain-date.ts').has('temporal-polyfill')).toBe(true);
    expect(runtimeImports('stay.ts').has('temporal-polyfill')).toBe(false);
    expect(runtimeImports('week-of-year.ts').has('temporal-polyfill')).toBe(false);
  });
});
