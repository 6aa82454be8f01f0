import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PostgresDialect } from 'kysely';
import type { Log } from '../log';
import { gatedPgliteDialect } from './pglite-gate';
import { WriteCount } from './write-count';
import { type PostgresTimeouts, resilientPool } from './postgres-pool';
import { pgliteParsers } from './type-parsers';
import { type DatabaseHandle, typedDatabase } from './typed-database';

export { type DatabaseHandle, typedDatabase } from './typed-database';


/**
 * Starts PGlite with btree_gist. `dataDir` makes it file-backed; `loadDataDir` starts from a dump
 * (the test template); with neither it lives in memory.
 */
export async function createPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  return PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { btree_gist },
    parsers: pgliteParsers,
  });
}

/**
 * Wraps a PGlite instance; closing the handle closes the instance. Queries and transactions take
 * turns (pglite-gate.ts): one that cannot get its turn within `waitMs` fails fast instead of hanging.
 */
export function pgliteHandle(pglite: PGlite, options: { waitMs?: number } = {}): DatabaseHandle {
  const writes = new WriteCount();
  const db = typedDatabase(gatedPgliteDialect(pglite, options.waitMs), writes);
  return {
    db,
    kind: 'pglite',
    writes,
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * A pooled connection to a PostgreSQL server that survives the server going away and times out
 * instead of hanging (postgres-pool.ts).
 */
export function postgresHandle(
  connectionString: string,
  options: { max?: number; timeouts?: Partial<PostgresTimeouts>; log?: Log } = {},
): DatabaseHandle {
  const { kyselyPool } = resilientPool(connectionString, options);
  const db = typedDatabase(new PostgresDialect({ pool: kyselyPool }));
  return { db, kind: 'postgres', url: connectionString, close: () => db.destroy() };
}
