import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian/Ubuntu put PostgreSQL 15 (the oldest server version we support). */
export const PG_BIN = '/usr/lib/postgresql/15/bin';

/** A running throwaway cluster and how to get rid of it. */
export interface ThrowawayCluster {
  readonly adminUrl: string;
  /** Restarts the server (`fast`: clean, `immediate`: like a crash); clients lose their connections. */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  /** Sends a signal to the postmaster and every backend (SIGSTOP freezes the server, SIGCONT thaws it). */
  signal(signal: 'SIGSTOP' | 'SIGCONT'): Promise<void>;
  stop(): Promise<void>;
}

/** The postmaster's pid and its children's (the backends), from /proc. */
async function clusterPids(data: string): Promise<number[]> {
  const postmaster = Number((await readFile(path.join(data, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  const pids = [postmaster];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // Fields after the parenthesised command name: state, ppid, …
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === postmaster) pids.push(Number(entry));
  }
  return pids;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function idOf(flag: '-u' | '-g', user: string): Promise<number> {
  return Number((await run('id', [flag, user])).stdout.trim());
}

/** Whether the PostgreSQL 15 server binaries are installed. */
export function postgresInstalled(): boolean {
  return existsSync(path.join(PG_BIN, 'initdb')) && existsSync(path.join(PG_BIN, 'pg_ctl'));
}

/**
 * Starts a disposable PostgreSQL 15 cluster in a temp folder on 127.0.0.1 and a free port, with
 * trust authentication and fsync off (test data only). initdb refuses to run as root, so as root
 * the binaries run as the `postgres` user.
 */
export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-pg-'));
  if (asRoot) await chown(dir, await idOf('-u', 'postgres'), await idOf('-g', 'postgres'));
  const data = path.join(dir, 'data');
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, tool), ...args]) : run(path.join(PG_BIN, tool), args);

  const port = await freePort();
  try {
    await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const options = `-F -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=200`;
    await pg('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start']);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async restart(mode) {
      await pg('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-m', mode, '-w', 'restart']);
    },
    async signal(signal) {
      for (const pid of await clusterPids(data)) {
        try {
          process.kill(pid, signal);
        } catch {
          // A backend that ended meanwhile.
        }
      }
    },
    async stop() {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
