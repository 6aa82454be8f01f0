import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Notification } from '../../../src/contract/inbox';
import { createApp } from '../../../src/server/app';
import { LISTENER_APPLICATION_NAME } from '../../../src/server/integrations/pg-notify-bus';
import { type DatabaseHandle, freshPostgres, postgresAvailable } from '../../support/db';
import { createAccount, sessionFor } from '../helpers/fixtures';
import { openSse, type SseClient } from '../helpers/sse-client';
import { buildTestApp, post, testConfig, type TestApp } from '../helpers/test-app';

/**
 * Two server instances on one PostgreSQL database, as behind a load balancer: a notification
 * created through instance A reaches a stream held by instance B through LISTEN/NOTIFY.
 * Run alone: npx vitest run test/server/http/live-events-postgres.test.ts
 */
describe.skipIf(!postgresAvailable())('live events across instances on PostgreSQL', () => {
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  let baseB: string;
  let owner: Record<string, string>;
  let other: Record<string, string>;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    database = await freshPostgres('migrated');
    const env = { DATABASE_URL: database.url! };
    [a, b] = await Promise.all([buildTestApp(database, { env }), buildTestApp(database, { env })]);
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    baseB = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
    await Promise.all([createAccount(database.db, 'PG-1'), createAccount(database.db, 'PG-2')]);
    [owner, other] = await Promise.all([sessionFor(a, 'PG-1'), sessionFor(a, 'PG-2')]);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await a?.app.close();
    await b?.app.close();
    await database?.close();
  });

  async function streamOnB(cookies: Record<string, string>): Promise<SseClient> {
    const client = await openSse(baseB, cookies);
    clients.push(client);
    expect(client.status).toBe(200);
    await client.waitFor(() => client.comments.includes('connected'));
    return client;
  }

  const notify = async (type: string) => Notification.parse((await post(a.app, '/api/demo/notification', { type }, { cookies: owner })).json());

  it('delivers a notification created on instance A to a stream on instance B, for its account only', async () => {
    const [mine, theirs] = [await streamOnB(owner), await streamOnB(other)];
    const started = performance.now();
    const created = await notify('feedback');
    await mine.waitFor(() => mine.events.length > 0);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(mine.events).toEqual([{ event: 'notification', data: JSON.stringify({ id: created.id, type: 'feedback' }) }]);
    await new Promise((r) => setTimeout(r, 50));
    expect(theirs.events).toEqual([]);
  });

  it('listens again after losing its connection, and tells its streams to refetch what they may have missed', async () => {
    const client = await streamOnB(owner);
    const notifications = () => client.events.filter((event) => event.event === 'notification');
    // Kill every LISTEN connection (both instances'); each reconnects on its own within a second.
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${LISTENER_APPLICATION_NAME}`.execute(
      database.db,
    );
    const deadline = Date.now() + 10_000;
    let created: Notification | null = null;
    while (notifications().length === 0 && Date.now() < deadline) {
      created = await notify('feedback');
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(notifications().length).toBeGreaterThan(0);
    expect(JSON.parse(notifications().at(-1)!.data)).toEqual({ id: created!.id, type: 'feedback' });
    // Notifications sent while B was not listening are lost to PostgreSQL; B's streams heard so.
    expect(client.events.map((event) => event.event)).toContain('resync');
  });

  it("ends a session's streams on every instance when it logs out on one (no heartbeat needed)", async () => {
    const cookies = await sessionFor(a, 'PG-1');
    const client = await streamOnB(cookies);
    const started = performance.now();
    expect((await post(a.app, '/api/logout', undefined, { cookies })).statusCode).toBe(204);
    await client.ended;
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('refuses to start when it cannot listen', async () => {
    const config = testConfig({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    await expect(createApp({ config, db: database.db, logger: false })).rejects.toThrow();
  });
});
