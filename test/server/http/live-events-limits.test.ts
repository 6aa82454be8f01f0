import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_MS } from '../../../src/server/services/session-service';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { SUMMER_MORNING, sessionFor } from '../helpers/fixtures';
import { openSse, type SseClient } from '../helpers/sse-client';
import { buildTestApp, DEMO_PASSWORD, post, TestClock, type TestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;
let base: string;
const clients: SseClient[] = [];

beforeAll(async () => {
  database = await freshPglite();
  test = await buildTestApp(database, { clock: new TestClock(SUMMER_MORNING), liveEvents: { heartbeatMs: 100, maxPerSession: 2, maxPerIp: 3 } });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const client of clients) client.close();
  await test.app.close();
  await database.close();
});

async function stream(cookies: Record<string, string>): Promise<SseClient> {
  const client = await openSse(base, cookies);
  clients.push(client);
  if (client.status === 200) await client.waitFor(() => client.comments.includes('connected'));
  return client;
}

/** Streams of one session, then of one address, are capped; the session is re-checked at each heartbeat. */
describe('live event stream limits and session checks', () => {
  it('refuses a stream beyond the per-session limit with 429 and Retry-After, and admits one when another closes', async () => {
    const cookies = await sessionFor(test, '100001');
    const [first, second] = [await stream(cookies), await stream(cookies)];
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await stream(cookies);
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    first.close();
    await first.ended;
    const deadline = Date.now() + 2_000;
    let again = await stream(cookies);
    while (again.status !== 200 && Date.now() < deadline) again = await stream(cookies);
    expect(again.status).toBe(200);
    for (const client of [second, again]) client.close();
  });

  it('refuses a stream beyond the per-address limit, whatever the session', async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const sessions = await Promise.all(['100001', '100002', '100003', '100006'].map((userId) => sessionFor(test, userId)));
    const opened = [];
    for (const cookies of sessions.slice(0, 3)) opened.push(await stream(cookies));
    expect(opened.map((client) => client.status)).toEqual([200, 200, 200]);
    expect((await stream(sessions[3]!)).status).toBe(429);
    for (const client of opened) client.close();
  });

  it('ends a stream at the next heartbeat once its session timed out', async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const client = await stream(await sessionFor(test, '100002'));
    test.clock.advance(SESSION_IDLE_MS + 1_000);
    await client.ended;
  });

  it("ends the other sessions' streams when the password changes, and keeps the changer's", async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [changer, other] = [await sessionFor(test, '100003'), await sessionFor(test, '100003')];
    const [kept, ended] = [await stream(changer), await stream(other)];
    const response = await post(test.app, '/api/profile/password', { currentPassword: DEMO_PASSWORD, newPassword: 'Another-Owner-2027' }, { cookies: changer });
    expect(response.statusCode, response.body).toBe(204);
    await ended.ended;
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(kept.headers['content-type']).toContain('text/event-stream');
    expect(kept.comments.filter((comment) => comment === 'heartbeat').length).toBeGreaterThan(0);
    const beats = kept.comments.length;
    await kept.waitFor(() => kept.comments.length > beats);
    kept.close();
  });
});
