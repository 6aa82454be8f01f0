import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// `npm run lint` (scripts/lint.mjs) must fail on what the house rules forbid. The fixtures under
// test/fixtures are wrong on purpose; each check runs the project's own configuration on them.

const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(root, 'test/fixtures');
const depcruise = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const knip = path.join(root, 'node_modules/knip/bin/knip.js');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** The violations dependency-cruiser finds from `files` of the lint fixture, with `config` of the project. */
function cruise(config: string, files: string[]): Violation[] {
  const result = spawnSync(process.execPath, [depcruise, ...files, '--config', path.join(root, config), '--output-type', 'json'], {
    cwd: path.join(fixtures, 'lint'),
    encoding: 'utf8',
  });
  const report = JSON.parse(result.stdout) as { summary: { violations: Violation[] } };
  return report.summary.violations;
}

const rulesOf = (violations: Violation[]) => violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();

describe('dependency rules (.dependency-cruiser.cjs)', () => {
  const violations = cruise('.dependency-cruiser.cjs', ['src']);

  it('fails a view that imports an adapter, and a view that imports a port other than the error helpers', () => {
    expect(rulesOf(violations.filter((v) => v.from.startsWith('src/features/')))).toEqual([
      'layer-features: src/features/demo/demo.view.tsx → src/adapters/ky-demo-gateway.ts',
      'views-not-ports: src/features/demo/demo.view.tsx → src/ports/demo-gateway.ts',
    ]);
  });

  it('fails an import cycle, even one of type imports only', () => {
    const cycles = violations.filter((v) => v.rule.name === 'no-circular');
    expect(cycles.map((v) => [v.from, v.to].sort())).toEqual([['src/domain/cycle-a.ts', 'src/domain/cycle-b.ts']]);
  });

  it('fails a server module outside throttling/ that counts hits in the database itself', () => {
    expect(rulesOf(violations.filter((v) => v.from.startsWith('src/server/')))).toEqual([
      'throttling-in-one-folder: src/server/services/own-counter.ts → src/server/repositories/rate-limits-repository.ts',
    ]);
  });

  it('passes a module that keeps the rules', () => {
    expect(cruise('.dependency-cruiser.cjs', ['src/domain/clean.ts'])).toEqual([]);
  });
});

describe('the login route (.dependency-cruiser-login.cjs)', () => {
  it('fails when the entry loads temporal-polyfill at runtime', () => {
    const violations = cruise('.dependency-cruiser-login.cjs', ['src/app/main.tsx']);
    expect(violations.map((v) => `${v.rule.name}: ${v.from}`)).toEqual(['login-route-without-temporal: src/app/main.tsx']);
  });
});

describe('unused code (knip)', () => {
  it('fails on an export nothing imports', () => {
    const result = spawnSync(process.execPath, [knip, '--no-progress', '--directory', path.join(fixtures, 'knip'), '--reporter', 'json'], { cwd: root, encoding: 'utf8' });
    expect(result.status).not.toBe(0);
    const report = JSON.parse(result.stdout) as { issues: { file: string; exports: { name: string }[] }[] };
    expect(report.issues.flatMap((issue) => issue.exports.map((e) => `${issue.file}: ${e.name}`))).toEqual(['src/rules.ts: unused']);
  });
});

describe('ESLint (eslint.config.js)', () => {
  const eslint = new ESLint({ cwd: root });
  const problems = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return result!.messages.map((message) => message.ruleId);
  };

  it('keeps the domain free of clocks, randomness and the browser', async () => {
    const code = ['export const now = () => Date.now();', 'export const roll = () => Math.random();', 'export const day = () => new Date(0);', "export const saved = () => localStorage.getItem('x');"].join('\n');
    expect(await problems(code, 'src/domain/lint-fixture.ts')).toEqual(['no-restricted-properties', 'no-restricted-properties', 'no-restricted-syntax', 'no-restricted-globals']);
    expect(await problems(code, 'src/app/lint-fixture.ts')).toEqual([]);
  });

  it('keeps SQL in repositories', async () => {
    const code = [
      "import { sql } from 'kysely';",
      "type Db = { deleteFrom(table: string): { execute(): Promise<unknown> } };",
      "export const drop = (db: Db) => db.deleteFrom('documentShares').execute();",
      'export const ping = sql`select 1`;',
    ].join('\n');
    expect(await problems(code, 'src/server/services/lint-fixture.ts')).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
    expect(await problems(code, 'src/server/repositories/lint-fixture.ts')).toEqual([]);
  });

  it('holds components to the rules of hooks', async () => {
    const code = ["import { useState } from 'react';", 'export function Flag({ on }: { on: boolean }) {', '  if (on) useState(0);', '  return null;', '}'].join('\n');
    expect(await problems(code, 'src/features/demo/lint-fixture.view.tsx')).toEqual(['react-hooks/rules-of-hooks']);
  });
});
