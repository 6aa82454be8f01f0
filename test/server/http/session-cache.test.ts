import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CACHE_MS } from '../../../src/server/services/session-service';
import { type DatabaseHandle, freshPostgres, postgresAvailable } from '../../support/db';
import { createAccount, sessionFor } from '../helpers/fixtures';
import { buildTestApp, post, type TestApp, useTestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;

useTestApp((opened) => ({ test, database } = opened));

const profile = (app: TestApp, cookies: Record<string, string>) => app.app.inject({ method: 'GET', url: '/api/profile', cookies });

describe('sessions in the in-process cache', () => {
  it('resumes a recently used session without reading it again, for its time to live only', async () => {
    const cookies = await sessionFor(test, '100001');
    expect((await profile(test, cookies)).statusCode).toBe(200);
    // Removed behind the service's back: only the cache still knows the session.
    await database.db.deleteFrom('sessions').execute();
    expect((await profile(test, cookies)).statusCode).toBe(200);
    test.clock.advance(SESSION_CACHE_MS);
    expect((await profile(test, cookies)).statusCode).toBe(401);
  });

  it('ends at logout at once', async () => {
    const cookies = await sessionFor(test, '100001');
    expect((await profile(test, cookies)).statusCode).toBe(200);
    expect((await post(test.app, '/api/logout', undefined, { cookies })).statusCode).toBe(204);
    expect((await profile(test, cookies)).statusCode).toBe(401);
  });

  it('still honours the idle timeout for a cached session', async () => {
    const cookies = await sessionFor(test, '100001');
    expect((await profile(test, cookies)).statusCode).toBe(200);
    test.clock.advance(31 * 60_000);
    expect((await profile(test, cookies)).statusCode).toBe(401);
  });
});

describe.skipIf(!postgresAvailable())('session cache across instances on PostgreSQL', () => {
  let pgDatabase: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  let accountId: number;

  beforeAll(async () => {
    pgDatabase = await freshPostgres('migrated');
    const env = { DATABASE_URL: pgDatabase.url! };
    [a, b] = await Promise.all([buildTestApp(pgDatabase, { env }), buildTestApp(pgDatabase, { env })]);
    accountId = await createAccount(pgDatabase.db, 'PG-CACHE', {});
    // Both instances listen on the invalidation channel before the tests begin.
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await pgDatabase?.close();
  });

  it("a logout on instance A ends the session B has cached, within the notification's round trip", async () => {
    const cookies = await sessionFor(a, 'PG-CACHE');
    expect((await profile(b, cookies)).statusCode).toBe(200);
    // B has it cached: removing the row alone does not end it there.
    await pgDatabase.db.deleteFrom('sessions').where('accountId', '=', accountId).execute();
    expect((await profile(b, cookies)).statusCode).toBe(200);
    expect((await post(a.app, '/api/logout', undefined, { cookies })).statusCode).toBe(204);
    const deadline = Date.now() + 1000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      status = (await profile(b, cookies)).statusCode;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(status).toBe(401);
  });
});

describe('the time to live of a cached session', () => {
  it('is not extended by use: a session used without pause is read again after the time to live', async () => {
    const cookies = await sessionFor(test, '100003');
    expect((await profile(test, cookies)).statusCode).toBe(200);
    await database.db.deleteFrom('sessions').execute();
    for (let elapsed = 0; elapsed < SESSION_CACHE_MS - 1000; elapsed += 1000) {
      test.clock.advance(1000);
      expect((await profile(test, cookies)).statusCode).toBe(200);
    }
    test.clock.advance(1000);
    expect((await profile(test, cookies)).statusCode).toBe(401);
  });
});
