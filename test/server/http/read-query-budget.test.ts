import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queriesOf } from '../../../src/server/http/query-count-header';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { sessionFor, SUMMER_MORNING } from '../helpers/fixtures';
import { buildTestApp, TestClock, type TestApp } from '../helpers/test-app';

// Issue 24: each read is one or two indexed statements, not a loop per home. The demo-mode
// Server-Timing header counts what the request sent (the session is already cached by then).
// On PGlite the read versions are only looked up again after a statement that may write
// (db/write-count.ts); on PostgreSQL every read looks them up (test/server/http/read-cache.test.ts).

let database: DatabaseHandle;
let test: TestApp;
let agency: Record<string, string>;

beforeAll(async () => {
  database = await freshPglite();
  test = await buildTestApp(database, { clock: new TestClock(SUMMER_MORNING) });
  agency = await sessionFor(test, '100002');
});
afterAll(async () => {
  await test.app.close();
  await database.close();
});

async function queriesFor(url: string): Promise<number> {
  const response = await test.app.inject({ method: 'GET', url, cookies: agency });
  expect(response.statusCode, response.body).toBe(200);
  const queries = queriesOf(response.headers['server-timing']);
  expect(queries, 'the Server-Timing header names the statements').not.toBeNull();
  return queries!;
}

describe('statements per read, as the agency (24 homes)', () => {
  it('GET /api/reservations: one statement for the page and its total; then none until something is written', async () => {
    await queriesFor('/api/reservations');
    for (const url of [
      '/api/reservations?sort=departure&rangeType=departureDate&page=3&size=12&dateFrom=2026-06-01&dateTo=2026-09-30',
      '/api/reservations?sort=arrival&rangeType=intersection&page=0&size=12&dateFrom=2026-07-01&dateTo=2026-07-31',
    ]) {
      expect(await queriesFor(url)).toBe(1);
      expect(await queriesFor(url)).toBe(0);
    }
  });

  it('GET /api/dashboard: gathered once, then nothing until something is written, then the read versions', async () => {
    // 10 before the overview told the bank details from their one state (issue 29.4: the account, its bank account and its newest change).
    expect(await queriesFor('/api/dashboard')).toBeLessThanOrEqual(13);
    expect(await queriesFor('/api/dashboard')).toBe(0);
    // A write elsewhere (here one that changes no row): the versions are looked up again, the overview is not gathered again.
    await database.db.updateTable('readVersions').set((eb) => ({ version: eb('version', '+', 1) })).where('accountId', '=', -1).execute();
    expect(await queriesFor('/api/dashboard')).toBe(1);
    expect(await queriesFor('/api/dashboard')).toBe(0);
  });

  it('a production answer does not carry the header', async () => {
    const production = await buildTestApp(database, { env: { NODE_ENV: 'production', DEMO_MODE: 'false' } });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['server-timing']).toBeUndefined();
    } finally {
      await production.app.close();
    }
  });
});
