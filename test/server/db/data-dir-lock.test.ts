import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLocked, lockDataDir } from '../../../src/server/db/data-dir-lock';

const MODULE = path.resolve('src/server/db/data-dir-lock.ts');

/** Another process that takes the lock (Node 24 runs the TypeScript module as is) and keeps it until killed. */
function holder(dir: string): Promise<ChildProcess> {
  const script = `const { lockDataDir } = await import(${JSON.stringify(MODULE)}); await lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
}

/**
 * Two processes on one DATA_DIR corrupted the embedded database. The lock is held by an open file
 * descriptor, so the operating system releases it when its process dies, kill -9 included.
 */
describe('the DATA_DIR lock', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'portal-lock-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses a second holder, naming the folder, and can be taken again once released', async () => {
    const release = await lockDataDir(dir);
    const second = await lockDataDir(dir).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(DataDirLocked);
    expect((second as Error).message).toContain(`DATA_DIR ${dir} is in use by another Owner Portal process`);
    release();
    (await lockDataDir(dir))();
  });

  it('refuses while another process holds it, and is free the moment that process is killed', async () => {
    const child = await holder(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLocked);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    (await lockDataDir(dir))();
  });
});
