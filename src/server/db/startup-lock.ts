import { sql } from 'kysely';
import type { DatabaseHandle } from './typed-database';

/** The advisory lock key of the start-up work (an arbitrary constant: "portal" in ASCII). */
export const STARTUP_LOCK_KEY = 0x706f7274616c;
const POLL_MS = 200;

/**
 * Runs `work` while holding a PostgreSQL session advisory lock, so instances starting at once
 * migrate and seed one after the other (the next one then finds the work done). The lock is taken
 * by polling pg_try_advisory_lock (no long-waiting statement for statement_timeout to cancel), and
 * PostgreSQL releases it if this process dies. PGlite has one process (DATA_DIR is locked): no lock.
 */
export async function underStartupLock<T>(database: DatabaseHandle, work: () => Promise<T>, waitMs = 5 * 60_000): Promise<T> {
  if (database.kind !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${STARTUP_LOCK_KEY}) as locked`.execute(connection);
      if (rows[0]?.locked) break;
      if (Date.now() > deadline) throw new Error(`another instance held the start-up lock for more than ${waitMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection).catch(() => undefined);
    }
  });
}
