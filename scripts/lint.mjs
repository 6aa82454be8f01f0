// npm run lint: the house rules that tools can check, run side by side (npm test runs it after the
// type check). Each tool prints its findings; any finding fails the lint.
// - ESLint (eslint.config.js): typescript-eslint, the rules of hooks, a pure domain.
// - dependency-cruiser (.dependency-cruiser.cjs): the dependency direction of ARCHITECTURE.md and no
//   import cycles.
// - dependency-cruiser (.dependency-cruiser-login.cjs): /login does not load temporal-polyfill.
// - knip (knip.jsonc): no unused files, exports, types or dependencies.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { sourcesOf } from './route-chunks.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (file) => path.join(root, 'node_modules', file);

// Two lanes for two cores: ESLint, and the graph checks one after the other.
const lanes = [
  [{ name: 'ESLint', args: [bin('eslint/bin/eslint.js'), '--max-warnings', '0', '--cache', '--cache-location', '.tmp/eslintcache', '.'] }],
  [
    {
      name: 'dependency rules and cycles',
      args: [bin('dependency-cruiser/bin/dependency-cruiser.mjs'), 'src', '--config', '.dependency-cruiser.cjs'],
    },
    {
      name: 'login route without temporal-polyfill',
      args: [bin('dependency-cruiser/bin/dependency-cruiser.mjs'), 'src/app/main.tsx', ...sourcesOf('login'), '--config', '.dependency-cruiser-login.cjs'],
    },
    { name: 'unused files, exports and dependencies (knip)', args: [bin('knip/bin/knip.js'), '--no-progress'] },
  ],
];

const started = Date.now();
const results = (await Promise.all(lanes.map(runLane))).flat();
let failed = 0;
for (const { name, code, output, seconds } of results) {
  const ok = code === 0;
  if (!ok) failed += 1;
  console.log(`${ok ? '✓' : '✗'} ${name} (${seconds} s)`);
  if (!ok || output.includes('known violations ignored')) console.log(indent(output));
}
console.log(`lint: ${failed === 0 ? 'clean' : `${failed} of ${results.length} checks failed`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed === 0 ? 0 : 1);

/** Runs the checks of a lane one after the other. */
async function runLane(checks) {
  const results = [];
  for (const check of checks) results.push(await run(check));
  return results;
}

/** Runs one check, keeping its output so the checks do not print over each other. */
function run({ name, args }) {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ name, code, output: output.trim(), seconds: ((Date.now() - start) / 1000).toFixed(1) }));
  });
}

function indent(text) {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}
