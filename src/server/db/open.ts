import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { CamelCasePlugin, type Dialect, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { pgliteParsers, pgTypes } from './type-parsers';

/** An open database and how to close it (for PGlite this also flushes the files). */
export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly kind: 'pglite' | 'postgres';
  /** The PostgreSQL connection string (postgres only): live events listen on their own connection. */
  readonly url?: string;
  close(): Promise<void>;
}

/**
 * A typed database on a dialect. TypeScript names are camelCase, SQL names snake_case: the plugin
 * maps query identifiers and result keys. jsonb values keep their keys as stored.
 */
export function typedDatabase(dialect: Dialect): Kysely<Database> {
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })] });
}

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

/** Wraps a PGlite instance; closing the handle closes the instance. */
export function pgliteHandle(pglite: PGlite): DatabaseHandle {
  const db = typedDatabase(new PGliteDialect({ pglite }));
  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** A pooled connection to a PostgreSQL server. */
export function postgresHandle(connectionString: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, types: pgTypes });
  // An idle client can lose its connection (a server restart, an administrator's termination);
  // the pool replaces it on the next query. Unheard, pg turns that into an uncaught exception.
  pool.on('error', () => {});
  const db = typedDatabase(new PostgresDialect({ pool }));
  return { db, kind: 'postgres', url: connectionString, close: () => db.destroy() };
}

/**
 * Opens the configured database: PostgreSQL when a URL is given, else PGlite stored under
 * `<dataDir>/pglite`.
 */
export async function openDatabase(options: { databaseUrl: string | null; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return postgresHandle(options.databaseUrl);
  return pgliteHandle(await createPglite({ dataDir: path.join(options.dataDir, 'pglite') }));
}
