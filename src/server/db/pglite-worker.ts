import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import { type DatabaseHandle, typedDatabase } from './typed-database';
import { WriteCount } from './write-count';

/**
 * PGlite in a worker thread. PGlite runs every query on the thread that owns it, and a query that
 * takes milliseconds would stall every other request meanwhile: in its own thread it uses the
 * second core while the event loop keeps parsing, routing and serialising.
 *
 * The worker's code is a CommonJS string (an eval worker), so it needs no file of its own next to
 * the bundled server; it imports PGlite and btree_gist from the paths resolved here.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { PGlite } = await import(workerData.pglite);
  const { btree_gist } = await import(workerData.btreeGist);
  // int8 as number, date as its ISO text: the same parsers as db/type-parsers.ts.
  const parsers = { 20: (value) => Number(value), 1082: (value) => value };
  let db;
  try {
    const startParams = [...PGlite.defaultStartParams, ...workerData.settings.flatMap((setting) => ['-c', setting])];
    db = await PGlite.create({ dataDir: workerData.dataDir, extensions: { btree_gist }, parsers, startParams });
  } catch (error) {
    parentPort.postMessage({ id: 0, error: { message: String(error && error.message || error) } });
    return;
  }
  parentPort.postMessage({ id: 0, ready: true });
  parentPort.on('message', async (message) => {
    if (message.close) {
      await db.close();
      parentPort.postMessage({ id: message.id, rows: [] });
      return;
    }
    try {
      const result = await db.query(message.sql, message.parameters, { rowMode: 'object' });
      parentPort.postMessage({ id: message.id, rows: result.rows, affectedRows: result.affectedRows });
    } catch (error) {
      const fields = {};
      for (const key of ['message', 'code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity']) {
        if (error && error[key] !== undefined) fields[key] = String(error[key]);
      }
      parentPort.postMessage({ id: message.id, error: fields });
    }
  });
})();
`;

/**
 * PostgreSQL settings of the embedded database. shared_buffers: PGlite's default of 128 MB is
 * allocated (and mostly touched) in the WebAssembly memory at start, about a third of the
 * server's idle memory; the demo data and its indexes (35 MB on disk) fit in 32 MB of hot pages,
 * and a page beyond them is read from the operating system's file cache.
 */
const PGLITE_SETTINGS = ['shared_buffers=32MB'];

interface Reply {
  readonly id: number;
  readonly ready?: boolean;
  readonly rows?: unknown[];
  readonly affectedRows?: number;
  readonly error?: Record<string, string>;
}

/** An error of the worker's PGlite, with the fields callers check (code 23P01, constraint, …). */
export class PgliteWorkerError extends Error {
  readonly code?: string;
  readonly detail?: string;
  readonly constraint?: string;

  constructor(fields: Record<string, string>) {
    super(fields.message ?? 'PGlite error');
    Object.assign(this, fields);
  }
}

/** The thread that owns the PGlite instance, and the queries waiting for its answers. */
export class PgliteWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private readonly ready: Promise<void>;

  constructor(dataDir: string) {
    const require = createRequire(import.meta.url);
    const resolve = (specifier: string) => pathToFileURL(require.resolve(specifier)).href;
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { dataDir, settings: PGLITE_SETTINGS, pglite: resolve('@electric-sql/pglite'), btreeGist: resolve('@electric-sql/pglite/contrib/btree_gist') },
    });
    this.ready = new Promise((resolveReady, rejectReady) => {
      this.pending.set(0, {
        resolve: (reply) => (reply.error ? rejectReady(new PgliteWorkerError(reply.error)) : resolveReady()),
        reject: rejectReady,
      });
    });
    this.worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      waiting.resolve(reply);
    });
    this.worker.on('error', (error) => this.failAll(error));
    this.worker.on('exit', (code) => this.failAll(new Error(`PGlite worker exited (${code})`)));
  }

  whenReady(): Promise<void> {
    return this.ready;
  }

  async query<R>(compiled: { sql: string; parameters: readonly unknown[] }): Promise<QueryResult<R>> {
    const reply = await this.send({ sql: compiled.sql, parameters: compiled.parameters });
    if (reply.error) throw new PgliteWorkerError(reply.error);
    return {
      rows: (reply.rows ?? []) as R[],
      ...(reply.affectedRows !== undefined ? { numAffectedRows: BigInt(reply.affectedRows) } : {}),
    };
  }

  /** Closes PGlite (flushing its files), then ends the thread. */
  async close(): Promise<void> {
    await this.send({ close: true }).catch(() => undefined);
    await this.worker.terminate();
  }

  private send(message: object): Promise<Reply> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

/**
 * The one connection to the worker. Kysely hands it to one user at a time (see the driver's lock),
 * so a transaction's statements are never interleaved with another request's.
 */
class WorkerConnection implements DatabaseConnection {
  constructor(private readonly worker: PgliteWorker) {}

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return this.worker.query<R>(compiledQuery);
  }

  // eslint-disable-next-line require-yield -- Kysely's Driver needs a generator here; it never yields
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by PGlite.');
  }
}

class WorkerDriver implements Driver {
  private readonly connection: WorkerConnection;
  /** The connection's holder queue: the next acquirer waits for the previous release. */
  private lock: Promise<void> = Promise.resolve();
  private release: (() => void) | null = null;

  constructor(private readonly worker: PgliteWorker) {
    this.connection = new WorkerConnection(worker);
  }

  async init(): Promise<void> {
    await this.worker.whenReady();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.lock;
    let release!: () => void;
    this.lock = new Promise((resolve) => (release = resolve));
    await previous;
    this.release = release;
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = null;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery({ sql: 'BEGIN', parameters: [] } as unknown as CompiledQuery);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery({ sql: 'COMMIT', parameters: [] } as unknown as CompiledQuery);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery({ sql: 'ROLLBACK', parameters: [] } as unknown as CompiledQuery);
  }

  async destroy(): Promise<void> {
    await this.worker.close();
  }
}

/** Kysely's PostgreSQL dialect over the worker's PGlite. */
export class PgliteWorkerDialect implements Dialect {
  constructor(private readonly worker: PgliteWorker) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new WorkerDriver(this.worker);
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

/** Opens the file-backed PGlite under `dataDir` in a worker thread. */
export async function pgliteWorkerHandle(dataDir: string): Promise<DatabaseHandle> {
  await mkdir(dataDir, { recursive: true });
  const worker = new PgliteWorker(dataDir);
  await worker.whenReady();
  const writes = new WriteCount();
  const db = typedDatabase(new PgliteWorkerDialect(worker), writes);
  return { db, kind: 'pglite', writes, close: () => db.destroy() };
}
