import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let dir: string;
let entry: string;

/** Bundles main.ts the way build.mjs does (platform node, ESM, packages external). */
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'portal-main-'));
  entry = path.join(process.cwd(), '.tmp', `main-test-${process.pid}.mjs`);
  await esbuild.build({
    entryPoints: ['src/server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    outfile: entry,
    logLevel: 'silent',
  });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(entry, { force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = '';
  const child = spawn(process.execPath, [entry], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

describe('the server entry point', () => {
  it('exits with status 1 and a one-line message on bad configuration', async () => {
    const run = start({ PORT: 'not-a-port' });
    expect(await run.exited).toBe(1);
    expect(run.output().trim()).toBe('Invalid configuration: PORT must be an integer from 1 to 65535');
  });

  it('migrates, seeds on first start, prints the URL and the demo logins, serves, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const run = start({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, CLIENT_DIR: path.join(dir, 'no-client'), LOG_LEVEL: 'warn' });
    const deadline = Date.now() + 90_000;
    while (!run.output().includes('Demo logins') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(run.output()).toContain(`Owner Portal is running at http://localhost:${port}`);
    expect(run.output()).toContain('100001');
    expect(run.output()).toContain('Demo-Owner-2026');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ database: 'up', events: 'up' });
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  }, 120_000);
});
