import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../../src/server/db/migrate';

const folder = path.resolve(import.meta.dirname, '../../../src/server/db/migrations');

describe('db/migrate.ts', () => {
  it('lists every migration of the folder once, in the order of their numbers', () => {
    const files = readdirSync(folder)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => name.replace(/\.ts$/, ''))
      .sort();
    expect(Object.keys(migrations)).toEqual(files);
  });

  it('gives each migration a number of its own', () => {
    const numbers = Object.keys(migrations).map((name) => name.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.every((number) => /^\d{4}$/.test(number))).toBe(true);
  });
});
