import { sql } from 'kysely';
import { seedIfEmpty } from '../demo/seed';
import { vapidKeysOf } from '../services/vapid-keys';
import { migrateToLatest } from './migrate';
import { type DatabaseHandle, postgresHandle } from './open';
import { underStartupLock } from './startup-lock';

/** What the start-up work did. */
export interface Prepared {
  /** The demo seed's counts when this start seeded an empty database, else null. */
  readonly seeded: Awaited<ReturnType<typeof seedIfEmpty>> | null;
}

/**
 * The start-up work on the database: migrations, the demo seed on an empty database (demo mode),
 * the web push keys (made once, so every instance signs with the same key) and fresh planner
 * statistics after a seed. On PostgreSQL it runs under the start-up advisory lock, so instances
 * starting at once take turns, and on connections without the request timeouts (a migration may
 * rightly take longer than a request may).
 */
export async function prepareDatabase(database: DatabaseHandle, options: { demoMode: boolean; oldPortalUrl: string }): Promise<Prepared> {
  const startup =
    database.kind === 'postgres' && database.url
      ? postgresHandle(database.url, { max: 3, timeouts: { statementMs: 0, queryMs: 0, idleInTransactionMs: 0 } })
      : database;
  try {
    return await underStartupLock(startup, async () => {
      await migrateToLatest(startup.db);
      const seeded = options.demoMode ? await seedIfEmpty(startup.db, { oldPortalUrl: options.oldPortalUrl }) : null;
      await vapidKeysOf(startup.db);
      // Statistics (and the visibility map index-only counts use) let the planner pick the indexes;
      // autovacuum would gather them only later, so a fresh seed gets them at once.
      if (seeded) await sql`VACUUM ANALYZE`.execute(startup.db);
      return { seeded };
    });
  } finally {
    if (startup !== database) await startup.close();
  }
}
