import { CamelCasePlugin, type Dialect, Kysely } from 'kysely';
import type { Database } from './schema';
import type { WriteCount } from './write-count';

/** An open database and how to close it (for PGlite this also flushes the files). */
export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly kind: 'pglite' | 'postgres';
  /** The PostgreSQL connection string (postgres only): live events listen on their own connection. */
  readonly url?: string;
  /** PGlite only (one process writes to it): the statements that may have written so far. */
  readonly writes?: WriteCount;
  close(): Promise<void>;
}

/**
 * A typed database on a dialect. TypeScript names are camelCase, SQL names snake_case: the plugin
 * maps query identifiers and result keys. jsonb values keep their keys as stored.
 */
export function typedDatabase(dialect: Dialect, writes?: WriteCount): Kysely<Database> {
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true }), ...(writes ? [writes] : [])] });
}
