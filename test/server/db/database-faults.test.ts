import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/contract/api-error';
import { Health } from '../../../src/contract/system';
import { type DatabaseHandle, postgresHandle } from '../../../src/server/db/open';
import { freshPostgres, postgresAvailable } from '../../support/db';
import { type FaultyProxy, startFaultyProxy } from '../../support/tcp-proxy';
import { sessionFor } from '../helpers/fixtures';
import { openSse } from '../helpers/sse-client';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * The faults operators met on PostgreSQL, reproduced through a TCP proxy the test breaks: the
 * server drops connections under a read load (a restart: every connection reset), and the server
 * freezes (SIGSTOP: connections stay open, nothing answers). The instance must answer 503
 * `database_unavailable` quickly, never crash, never hang, and heal when the database is back.
 */
describe.skipIf(!postgresAvailable())('database faults on PostgreSQL', () => {
  let direct: DatabaseHandle;
  let proxy: FaultyProxy;
  let viaProxy: DatabaseHandle;
  let test: TestApp;
  let base: string;

  beforeAll(async () => {
    direct = await freshPostgres('seeded');
    const url = new URL(direct.url!);
    proxy = await startFaultyProxy({ host: url.hostname, port: Number(url.port) });
    const proxied = proxy.via(direct.url!);
    viaProxy = postgresHandle(proxied, { max: 5, timeouts: { connectMs: 500, statementMs: 800, queryMs: 1_000 } });
    test = await buildTestApp(viaProxy, {
      env: { DATABASE_URL: proxied },
      eventsTiming: { firstRetryMs: 50, maxRetryMs: 300, connectTimeoutMs: 500, pingMs: 60_000 },
    });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    proxy?.thaw();
    await test?.app.close();
    await viaProxy?.close();
    await proxy?.close();
    await direct?.close();
  });

  const get = (url: string) => test.app.inject({ method: 'GET', url });

  function expectUnavailable(response: LightMyRequestResponse): void {
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    const body = ApiError.parse(response.json());
    expect(body).toMatchObject({ code: 'database_unavailable', retryAfter: 5 });
    expect(body.errorId).toMatch(/^[0-9a-f-]{36}$/);
  }

  async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('answers 503 database_unavailable while connections drop under a 20-client read load, stays up and heals', async () => {
    const answers: LightMyRequestResponse[] = [];
    let running = true;
    const client = async () => {
      while (running) answers.push(await get('/__ftrs'));
    };
    const load = Array.from({ length: 20 }, client);
    for (const at of [150, 300, 450]) {
      await new Promise((resolve) => setTimeout(resolve, at === 150 ? 150 : 150));
      proxy.drop();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    running = false;
    await Promise.all(load);

    const statuses = new Set(answers.map((answer) => answer.statusCode));
    expect([...statuses].sort()).toEqual([200, 503]);
    for (const answer of answers.filter((a) => a.statusCode === 503)) expectUnavailable(answer);
    // The pool replaced the dropped connections: reads work again without a restart.
    await eventually(async () => (await get('/__ftrs')).statusCode === 200);
  });

  it('answers within its timeouts while the database is frozen, health within 2 s naming what is down, and recovers', async () => {
    const stream = await openSse(base, await sessionFor(test, '100001'));
    await stream.waitFor(() => stream.comments.includes('connected'));
    proxy.freeze();
    try {
      let started = performance.now();
      expectUnavailable(await get('/__ftrs'));
      expect(performance.now() - started).toBeLessThan(2_500);

      started = performance.now();
      const health = await get('/api/health');
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(health.statusCode).toBe(503);
      expect(Health.parse(health.json())).toEqual({ database: 'down', events: 'down' });
      expect((await get('/api/health/live')).statusCode).toBe(200);
    } finally {
      proxy.thaw();
    }
    await eventually(async () => (await get('/api/health')).statusCode === 200);
    expect((await get('/__ftrs')).statusCode).toBe(200);
    // Notifications of other instances sent meanwhile were lost to this one: its streams are told to refetch.
    await stream.waitFor(() => stream.events.some((event) => event.event === 'resync'));
    stream.close();
  });
});
