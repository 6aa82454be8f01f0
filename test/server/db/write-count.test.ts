import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postgresHandle } from '../../../src/server/db/open';
import { type DatabaseHandle, freshPglite } from '../../support/db';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await freshPglite('migrated');
});
afterAll(() => database.close());

/** How much the count moved while `run` ran. */
async function moved(run: () => Promise<unknown>): Promise<number> {
  const before = database.writes!.current;
  await run();
  return database.writes!.current - before;
}

it('counts every statement that may write, and no plain read', async () => {
  const { db } = database;
  expect(await moved(() => db.selectFrom('accounts').select('id').where('id', 'in', db.selectFrom('accounts').select('id')).execute())).toBe(0);
  expect(await moved(() => db.insertInto('readVersions').values({ accountId: -7, version: 1 }).execute())).toBe(1);
  expect(await moved(() => db.updateTable('readVersions').set({ version: 2 }).where('accountId', '=', -7).execute())).toBe(1);
  expect(await moved(() => db.deleteFrom('readVersions').where('accountId', '=', -7).execute())).toBe(1);
  expect(await moved(() => db.with('ids', (w) => w.selectFrom('accounts').select('id')).selectFrom('ids').select('id').execute())).toBe(0);
  // Raw SQL and a SELECT with a writing WITH clause may write: they count.
  expect(await moved(() => sql`SELECT 1`.execute(db))).toBe(1);
  expect(
    await moved(() => db.with('gone', (w) => w.deleteFrom('readVersions').where('accountId', '=', -9).returning('accountId')).selectFrom('gone').select('accountId').execute()),
  ).toBe(1);
  // Statements of a transaction count as they are sent.
  expect(await moved(() => db.transaction().execute((trx) => trx.deleteFrom('readVersions').where('accountId', '=', -8).execute()))).toBe(1);
});

it('is not kept for PostgreSQL, which other instances write to', async () => {
  // No connection is opened until the first statement.
  const handle = postgresHandle('postgres://nobody@127.0.0.1:1/none');
  expect(handle.writes).toBeUndefined();
  await handle.close();
});
