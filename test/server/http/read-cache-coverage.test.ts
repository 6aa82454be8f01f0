import { type KyselyPlugin, type PluginTransformQueryArgs, type RootOperationNode, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { accountIdOf, sessionFor, SUMMER_MORNING } from '../helpers/fixtures';
import { buildTestApp, TestClock, type TestApp } from '../helpers/test-app';

/** Every table a statement names (Kysely's TableNode), subqueries and joins included; not its WITH names. */
class TablesRead implements KyselyPlugin {
  readonly names = new Set<string>();
  readonly withNames = new Set<string>();
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (!node || typeof node !== 'object') return;
      const record = node as { kind?: string; table?: { identifier?: { name?: string }; table?: { identifier?: { name?: string } } } };
      if (record.kind === 'TableNode' && record.table?.identifier?.name) this.names.add(record.table.identifier.name);
      if (record.kind === 'CommonTableExpressionNameNode' && record.table?.table?.identifier?.name) this.withNames.add(record.table.table.identifier.name);
      Object.values(node).forEach(visit);
    };
    visit(args.node);
    return args.node;
  }
  async transformResult<T>(args: { result: T }): Promise<T> {
    return args.result;
  }
}

/**
 * The cached reads are exact only if every table they read raises the account's read version
 * (migration 0030). A read that starts using another table fails here until the table gets the
 * triggers, in a new migration.
 */
let database: DatabaseHandle;
let test: TestApp;
let agency: Record<string, string>;
const tables = new TablesRead();

beforeAll(async () => {
  database = await freshPglite();
  test = await buildTestApp({ ...database, db: database.db.withPlugin(tables) }, { clock: new TestClock(SUMMER_MORNING) });
  agency = await sessionFor(test, '100002');
});
afterAll(async () => {
  await test.app.close();
  await database.close();
});

async function tablesOf(url: string): Promise<string[]> {
  tables.names.clear();
  tables.withNames.clear();
  const response = await test.app.inject({ method: 'GET', url, cookies: agency });
  expect(response.statusCode, response.body).toBe(200);
  // Kysely names tables in camelCase; the triggers name them in SQL.
  return [...tables.names].filter((name) => !tables.withNames.has(name)).map((name) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));
}

it('every table the reservation list, the overview and the inbox read raises the read versions', async () => {
  // The session is read (and cached for seconds) by a first request; what follows is the reads' own.
  await test.app.inject({ method: 'GET', url: '/api/reservations?page=9', cookies: agency });
  const house = await database.db
    .selectFrom('accommodations')
    .select('code')
    .where('accountId', '=', await accountIdOf(database.db, '100002'))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const read = new Set([
    ...(await tablesOf(`/api/reservations?properties=${house.code}&sort=departure&rangeType=intersection&dateFrom=2026-01-01&dateTo=2026-12-31`)),
    ...(await tablesOf('/api/dashboard')),
    ...(await tablesOf('/api/inbox/notifications')),
    ...(await tablesOf('/api/inbox/status')),
  ]);
  expect(read.has('notifications')).toBe(true);
  expect(read.has('stays')).toBe(true);
  const { rows } = await sql<{ relname: string }>`
    SELECT DISTINCT c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname LIKE '%read_version%'`.execute(database.db);
  const raising = new Set([...rows.map((row) => row.relname), 'read_versions']);
  expect([...read].filter((table) => !raising.has(table))).toEqual([]);
});
