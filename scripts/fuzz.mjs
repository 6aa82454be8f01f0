// npm run fuzz -- --runs N [--seed S]: the contract fuzzer of test/server/http/contract-fuzz.test.ts
// with N generated requests per operation and identity (npm test runs 1). A failure prints
// fast-check's seed and path; pass --seed to replay it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '50' }, seed: { type: 'string' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number of 1 or more');
  process.exit(2);
}
const env = { ...process.env, FUZZ_RUNS: String(runs), ...(values.seed ? { FUZZ_SEED: values.seed } : {}) };
const vitest = path.join(root, 'node_modules', 'vitest/vitest.mjs');
const result = spawnSync(process.execPath, [vitest, 'run', 'test/server/http/contract-fuzz.test.ts'], { cwd: root, stdio: 'inherit', env });
process.exit(result.status ?? 1);
