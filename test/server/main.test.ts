import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverCatalogsPlugin } from '../../scripts/server-catalogs.mjs';

let dir: string;
let entry: string;

let out: string;

/** Bundles the entry (start.ts → main.ts) the way build.mjs does (platform node, ESM, split, packages external). */
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'portal-main-'));
  out = path.join(process.cwd(), '.tmp', `main-test-${process.pid}`);
  entry = path.join(out, 'main.mjs');
  await esbuild.build({
    entryPoints: { main: 'src/server/start.ts' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    outdir: out,
    outExtension: { '.js': '.mjs' },
    logLevel: 'silent',
    plugins: [serverCatalogsPlugin(process.cwd())],
  });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(out, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>, args: string[] = []): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = '';
  const child = spawn(process.execPath, [entry, ...args], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

describe('the server entry point', () => {
  // The machine's system Node (Debian's, 20): the entry must say what to run, not fail on an import.
  it.skipIf(!existsSync('/usr/bin/node'))('on Node older than 24: exits with status 1 and says what to run', () => {
    const run = spawnSync('/usr/bin/node', [entry], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
    const version = spawnSync('/usr/bin/node', ['--version'], { encoding: 'utf8' }).stdout.trim();
    if (Number(version.slice(1).split('.')[0]) >= 24) return;
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Owner Portal needs Node.js 24 or newer; this is Node.js ${version.slice(1)}.`);
    expect(run.stderr).toContain('node_modules/.bin/node dist/server/main.mjs');
    expect(run.stderr).not.toContain('ERR_UNKNOWN_BUILTIN_MODULE');
  });

  it('exits with status 1 and a one-line message on bad configuration', async () => {
    const run = start({ PORT: 'not-a-port' });
    expect(await run.exited).toBe(1);
    expect(run.output().trim()).toBe('Invalid configuration: PORT must be an integer from 1 to 65535');
  });

  it('refuses demo mode together with NODE_ENV=production', async () => {
    const run = start({ NODE_ENV: 'production' }, ['--demo']);
    expect(await run.exited).toBe(1);
    expect(run.output().trim()).toBe('Invalid configuration: DEMO_MODE=true is refused with NODE_ENV=production (demo mode publishes every login code)');
  });

  it('with --demo: migrates, seeds on first start, says demo mode is on, prints the demo logins, serves, stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const run = start({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, CLIENT_DIR: path.join(dir, 'no-client'), LOG_LEVEL: 'warn' }, ['--demo']);
    const deadline = Date.now() + 90_000;
    while (!run.output().includes('Demo logins') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(run.output()).toContain(`Owner Portal is running at http://localhost:${port}`);
    expect(run.output()).toContain('100001');
    expect(run.output()).toContain('Demo-Owner-2026');
    expect(run.output()).toContain('DEMO MODE is on');
    // stdout is a pipe here, not a terminal: log lines stay JSON for collectors.
    const warning = run.output().split('\n').find((line) => line.includes('demo mode is on'));
    expect(JSON.parse(warning ?? '')).toMatchObject({ level: 40, msg: 'demo mode is on: login codes are published at /_demo/mailbox' });
    expect((await fetch(`http://127.0.0.1:${port}/api/demo/outbox`)).status).toBe(200);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ database: 'up', events: 'up' });
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  }, 120_000);

  it('without --demo or DEMO_MODE=true (the production entry point alone): no demo mode, no outbox, no demo logins', async () => {
    const port = await freePort();
    const run = start({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, CLIENT_DIR: path.join(dir, 'no-client'), LOG_LEVEL: 'warn' });
    const deadline = Date.now() + 40_000;
    while (!run.output().includes('Owner Portal is running') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await fetch(`http://127.0.0.1:${port}/api/demo/outbox`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/_demo/mailbox`)).status).toBe(404);
    expect(run.output()).not.toContain('DEMO MODE');
    expect(run.output()).not.toContain('Demo-Owner-2026');
    // The process replaced itself once with the heap flags (heap-flags.ts): same process id, still ours to stop.
    if (process.platform === 'linux') {
      expect(readFileSync(`/proc/${run.child.pid}/cmdline`, 'utf8').split('\0')).toContain('--max-semi-space-size=16');
      expect(readFileSync(`/proc/${run.child.pid}/environ`, 'utf8').split('\0')).toContain('GLIBC_TUNABLES=glibc.malloc.mmap_threshold=1048576');
    }
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  }, 60_000);
});
