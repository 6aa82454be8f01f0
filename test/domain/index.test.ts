import { readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as index from '../../src/domain/index';

const DOMAIN = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/domain');
const modules = readdirSync(DOMAIN).filter((file) => file.endsWith('.ts') && file !== 'index.ts');

describe('domain index', () => {
  it.each(modules)('re-exports every value of %s', async (file) => {
    const module: Record<string, unknown> = await import(resolve(DOMAIN, file));
    for (const [name, value] of Object.entries(module)) expect((index as Record<string, unknown>)[name]).toBe(value);
  });
});
