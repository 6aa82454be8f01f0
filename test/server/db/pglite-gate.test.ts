import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailable, isDatabaseUnavailable } from '../../../src/server/db/database-unavailable';
import { createPglite, type DatabaseHandle, pgliteHandle } from '../../../src/server/db/open';

/**
 * PGlite runs one statement at a time and cannot cancel one. Queries that cannot get their turn
 * (a long statement ahead of them) or cannot run at all (a closed instance) must fail fast with
 * DatabaseUnavailable (503), unrun, instead of hanging every request behind them.
 */
describe('the PGlite gate', () => {
  let pglite: PGlite;
  let database: DatabaseHandle;

  beforeAll(async () => {
    pglite = await createPglite();
    database = pgliteHandle(pglite, { waitMs: 200 });
    await sql`create table marks (n int)`.execute(database.db);
  });
  afterAll(() => database.close());

  it('fails a query that waited too long behind a slow transaction, quickly, and never runs it', async () => {
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const slow = database.db.transaction().execute(async (tx) => {
      await sql`select 1`.execute(tx);
      holding();
      await new Promise((resolve) => setTimeout(resolve, 800));
    });
    await held;
    const started = performance.now();
    await expect(sql`insert into marks values (1)`.execute(database.db)).rejects.toBeInstanceOf(DatabaseUnavailable);
    expect(performance.now() - started).toBeLessThan(600);
    await slow;
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from marks`.execute(database.db);
    expect(rows[0]!.count).toBe(0);
  });

  it('runs queued queries in order when they get their turn in time', async () => {
    const order: number[] = [];
    await Promise.all([1, 2, 3].map((n) => sql`insert into marks values (${n})`.execute(database.db).then(() => order.push(n))));
    expect(order).toEqual([1, 2, 3]);
    await database.db.transaction().execute(async (tx) => {
      await sql`insert into marks values (4)`.execute(tx);
    });
    const { rows } = await sql<{ n: number }>`select n from marks order by n`.execute(database.db);
    expect(rows.map((row) => row.n)).toEqual([1, 2, 3, 4]);
  });

  // Last: it closes the instance.
  it('answers at once with DatabaseUnavailable once the instance is closed underneath', async () => {
    await pglite.close();
    const error = await sql`select 1`.execute(database.db).catch((caught: unknown) => caught);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});

describe('isDatabaseUnavailable', () => {
  it('tells connection faults and timeouts from wrong queries', () => {
    const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    for (const fault of [
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57014', 'canceling statement due to statement timeout'),
      withCode('08006'),
      withCode('ECONNRESET'),
      withCode('ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      new Error('migration failed', { cause: withCode('57P03') }),
    ]) {
      expect(isDatabaseUnavailable(fault), fault.message).toBe(true);
    }
    for (const wrong of [withCode('23505', 'duplicate key'), withCode('42P01', 'relation does not exist'), new Error('boom'), 'text']) {
      expect(isDatabaseUnavailable(wrong)).toBe(false);
    }
  });
});
