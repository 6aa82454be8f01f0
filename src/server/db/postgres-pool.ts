import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { Log } from '../log';
import { isDatabaseUnavailable } from './database-unavailable';
import { pgTypes } from './type-parsers';

/** How long the server waits for PostgreSQL before a request answers 503 instead of hanging. */
export interface PostgresTimeouts {
  /** A free pooled connection, or a new one, within this long. */
  readonly connectMs: number;
  /** The server cancels a statement running longer (statement_timeout). */
  readonly statementMs: number;
  /** The server ends a session idle inside a transaction this long (its locks go with it). */
  readonly idleInTransactionMs: number;
  /** No answer at all this long (a frozen server cannot cancel anything): the connection is dropped. */
  readonly queryMs: number;
}

export const POSTGRES_TIMEOUTS: PostgresTimeouts = { connectMs: 3_000, statementMs: 8_000, idleInTransactionMs: 10_000, queryMs: 10_000 };

/**
 * A pg pool whose connections cannot take the process down and never hang a request for long:
 * every connection has an error listener for its whole life (pg raises a lost connection as an
 * `error` event, uncaught when the client is checked out), connect, statement, idle-in-transaction
 * and read timeouts apply, and a connection that failed for a connection reason is destroyed when
 * released instead of going back to the pool, so the pool heals with new connections.
 */
export function resilientPool(
  connectionString: string,
  options: { max?: number; timeouts?: Partial<PostgresTimeouts>; log?: Log } = {},
): { pool: pg.Pool; kyselyPool: PostgresPool } {
  const timeouts = { ...POSTGRES_TIMEOUTS, ...options.timeouts };
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    types: pgTypes,
    keepAlive: true,
    application_name: 'owner-portal',
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    query_timeout: timeouts.queryMs,
  });
  const lost = (error: Error) => options.log?.warn({ err: { message: error.message, code: (error as { code?: string }).code } }, 'database connection lost');
  // Idle connections report through the pool, checked-out ones only through the client.
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));

  // One wrapper per pg client, so Kysely keeps recognising a connection it saw before.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let broken: Error | undefined;
    const wrapper = {
      async query(sql: string, parameters: ReadonlyArray<unknown>) {
        try {
          return await client.query(sql, parameters as unknown[]);
        } catch (error) {
          if (isDatabaseUnavailable(error)) broken = error as Error;
          throw error;
        }
      },
      release(destroy?: boolean) {
        const reason = broken ?? destroy;
        broken = undefined;
        client.release(reason);
      },
    } as unknown as PostgresPoolClient;
    wrappers.set(client, wrapper);
    return wrapper;
  };
  const kyselyPool: PostgresPool = {
    async connect() {
      const client = await pool.connect();
      return wrappers.get(client) ?? wrap(client);
    },
    end: () => pool.end(),
    options: pool.options,
    Client: pg.Client,
  };
  return { pool, kyselyPool };
}
