// npm test: every check of the project, in the order that fails fastest.
// type check → lint (scripts/lint.mjs) → build (strict catalogs) → unit, property, component, API and repository tests
// (vitest, with coverage of src/domain) → browser journeys (Playwright on the built app).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (file) => path.join(root, 'node_modules', file);
mkdirSync(path.join(root, '.tmp'), { recursive: true });

const steps = [
  ['type check', [bin('typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json']],
  ['lint', ['scripts/lint.mjs']],
  ['build', ['build.mjs']],
  ['unit and API tests', [bin('vitest/vitest.mjs'), 'run', '--coverage', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/vitest.json']],
  ['browser journeys', [bin('@playwright/test/cli.js'), 'test']],
];

const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
for (const [name, args] of steps) {
  console.log(`\n▶ ${name}`);
  const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(root, '.tmp/playwright.json') };
  const extra = name === 'browser journeys' ? ['--reporter=line,json'] : [];
  const result = spawnSync(process.execPath, [...args, ...extra], { cwd: root, stdio: 'inherit', env });
  count(name);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal})`);
    console.log(`\n${totals.passed} passed, ${Math.max(1, totals.failed)} failed`);
    process.exit(1);
  }
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped${totals.flaky ? `, ${totals.flaky} flaky (passed when run again: a race to fix)` : ''}`);

/** Adds a runner's JSON report to the totals. */
function count(name) {
  const file = path.join(root, name === 'browser journeys' ? '.tmp/playwright.json' : '.tmp/vitest.json');
  if (!existsSync(file) || !['unit and API tests', 'browser journeys'].includes(name)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (name === 'unit and API tests') {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } else {
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
    totals.flaky += report.stats.flaky;
    totals.skipped += report.stats.skipped;
    summarizeTroubles(report);
  }
}

/** Repeats, last, why each failed or flaky journey failed: CI shows only the end of long output. */
function summarizeTroubles(report) {
  const troubles = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results.find((result) => result.error)?.error?.message ?? '';
        const firstLines = error.replace(/\u001b\[[0-9;]*m/g, '').split('\n').filter(Boolean).slice(0, 6);
        troubles.push(`${test.status === 'flaky' ? 'flaky' : 'failed'}: [${test.projectName}] ${[...titles, spec.title].join(' › ')} (${spec.file}:${spec.line})`);
        troubles.push(...firstLines.map((line) => `    ${line}`));
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // The top suites are the files, named already by each spec's file.
  for (const suite of report.suites) visit(suite, []);
  if (troubles.length > 0) console.log(`\n${troubles.join('\n')}`);
}
