import path from 'node:path';
import type { Log } from '../log';
import { pgliteWorkerHandle } from './pglite-worker';
import type { DatabaseHandle } from './typed-database';

/**
 * Opens the configured database: PostgreSQL when a URL is given (its driver loads only then), else
 * PGlite stored under `<dataDir>/pglite`, running in a worker thread (pglite-worker.ts).
 */
export async function openDatabase(options: { databaseUrl: string | null; dataDir: string; log?: Log }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return (await import('./open')).postgresHandle(options.databaseUrl, options.log ? { log: options.log } : {});
  return pgliteWorkerHandle(path.join(options.dataDir, 'pglite'));
}
