// npm run errors [-- --limit N]: lists the error reports the portal has received (POST
// /api/telemetry/errors), newest first: when last seen, count, kind and status, route, release,
// message. Reads DATABASE_URL, else the embedded database in DATA_DIR (default .data; stop the
// server first, the embedded database allows one process at a time).
import path from 'node:path';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const bundle = path.join(root, '.tmp/list-errors.mjs');
await esbuild.build({ entryPoints: [path.join(root, 'scripts/list-errors.ts')], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile: bundle, logLevel: 'warning' });
const { listErrors } = await import(bundle);
const limitAt = process.argv.indexOf('--limit');
const limit = limitAt > 0 ? Number(process.argv[limitAt + 1]) : 50;
if (!Number.isInteger(limit) || limit < 1) {
  console.error('--limit takes a whole number of at least 1');
  process.exit(2);
}
try {
  const lines = await listErrors({ databaseUrl: process.env.DATABASE_URL || null, dataDir: path.resolve(process.env.DATA_DIR || '.data'), limit });
  for (const line of lines) console.log(line);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
