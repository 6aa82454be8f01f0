import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** Another process holds the data folder. */
export class DataDirLocked extends Error {
  readonly dir: string;

  constructor(dir: string) {
    super(
      `DATA_DIR ${dir} is in use by another Owner Portal process: its embedded database allows one process at a time. ` +
        'Stop that process, or start this one with another DATA_DIR (or DATABASE_URL for several instances).',
    );
    this.name = 'DataDirLocked';
    this.dir = dir;
  }
}

/** The lock file inside the data folder. */
export const LOCK_FILE = 'portal.lock';

/** Locks held by this process; kept referenced so garbage collection never closes (and unlocks) one. */
const held = new Set<DatabaseSync>();

/**
 * Takes an exclusive lock on the data folder for the life of this process, or throws
 * DataDirLocked at once when another process has it. The lock is an fcntl lock on an open file
 * descriptor (through node:sqlite, built into Node: an EXCLUSIVE transaction in exclusive locking
 * mode), so the operating system releases it whenever the process ends, kill -9 included. A pid
 * file could not tell a crashed owner from a live one. Returns the function that releases it.
 */
export async function lockDataDir(dir: string): Promise<() => void> {
  const absolute = path.resolve(dir);
  await mkdir(absolute, { recursive: true });
  const lock = new DatabaseSync(path.join(absolute, LOCK_FILE), { timeout: 0 });
  try {
    lock.exec('PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE;');
  } catch (error) {
    lock.close();
    if ((error as { errcode?: number }).errcode === 5 /* SQLITE_BUSY */) throw new DataDirLocked(absolute);
    throw error;
  }
  held.add(lock);
  return () => {
    if (!held.delete(lock)) return;
    lock.close();
  };
}
