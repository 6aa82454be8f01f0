import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { openDatabase } from '../../../src/server/db/open-database';
import type { DatabaseHandle } from '../../../src/server/db/typed-database';
import { PgliteWorkerError } from '../../../src/server/db/pglite-worker';

let dataDir: string;
let database: DatabaseHandle;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-pglite-worker-'));
  database = await openDatabase({ databaseUrl: null, dataDir });
  await migrateToLatest(database.db);
}, 180_000);
afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded database in a worker thread', () => {
  it('answers queries with the shared type parsing (int8 as number, date as ISO text)', async () => {
    const { rows } = await sql<{ n: number; d: string; t: Date }>`SELECT 42::int8 AS n, DATE '2026-07-01' AS d, TIMESTAMPTZ '2026-07-01T10:00:00Z' AS t`.execute(database.db);
    expect(rows).toEqual([{ n: 42, d: '2026-07-01', t: new Date('2026-07-01T10:00:00Z') }]);
  });

  it('runs with 32 MB of shared buffers (PGlite would allocate 128 MB at start, a third of the idle server)', async () => {
    const { rows } = await sql<{ sharedBuffers: string }>`SHOW shared_buffers`.execute(database.db);
    expect(rows).toEqual([{ sharedBuffers: '32MB' }]);
  });

  it('keeps the event loop free while a long query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const started = performance.now();
    await sql`SELECT count(*) FROM generate_series(1, 3000000)`.execute(database.db);
    const elapsed = performance.now() - started;
    clearInterval(timer);
    expect(elapsed).toBeGreaterThan(50);
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(elapsed / 5 / 4));
  });

  it("reports the database's errors with their SQLSTATE", async () => {
    const error = await sql`SELECT 1/0`.execute(database.db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PgliteWorkerError);
    expect((error as PgliteWorkerError).code).toBe('22012');
  });

  it('runs transactions alone: a rollback undoes, and concurrent statements wait for the commit', async () => {
    await sql`CREATE TABLE worker_probe (n int PRIMARY KEY)`.execute(database.db);
    await database.db
      .transaction()
      .execute(async (trx) => {
        await sql`INSERT INTO worker_probe VALUES (1)`.execute(trx);
        throw new Error('undo');
      })
      .catch(() => undefined);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM worker_probe`.execute(database.db)).rows[0]?.n).toBe(0);

    let outsideSaw = -1;
    await database.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO worker_probe VALUES (2)`.execute(trx);
      // Sent during the transaction, answered after it: never sees a half-done state.
      void sql<{ n: number }>`SELECT count(*)::int AS n FROM worker_probe`.execute(database.db).then((r) => (outsideSaw = r.rows[0]!.n));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(outsideSaw).toBe(-1);
      await sql`INSERT INTO worker_probe VALUES (3)`.execute(trx);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(outsideSaw).toBe(2);
    const duplicate = await sql`INSERT INTO worker_probe VALUES (2)`.execute(database.db).catch((e: unknown) => e);
    expect((duplicate as PgliteWorkerError).code).toBe('23505');
  });

  it('keeps the data on disk across a reopen', async () => {
    await database.close();
    database = await openDatabase({ databaseUrl: null, dataDir });
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM worker_probe`.execute(database.db)).rows[0]?.n).toBe(2);
  }, 180_000);
});
