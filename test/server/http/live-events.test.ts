import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Notification, NotificationEvent } from '../../../src/contract/inbox';
import { addStay, createHouse, accountIdOf, sessionFor, SUMMER_MORNING } from '../helpers/fixtures';
import { openSse, type SseClient } from '../helpers/sse-client';
import { buildTestApp, post, TestClock, type TestApp } from '../helpers/test-app';
import { type DatabaseHandle, freshPglite } from '../../support/db';

/** This file opens many streams for one session; the limits have their own tests (live-events-limits.test.ts). */
const LIMITS_OFF = { maxPerSession: 1000, maxPerIp: 1000 };

let database: DatabaseHandle;
let test: TestApp;
let base: string;
let owner: Record<string, string>;
let agency: Record<string, string>;
const clients: SseClient[] = [];

beforeAll(async () => {
  database = await freshPglite();
  test = await buildTestApp(database, { clock: new TestClock(SUMMER_MORNING), liveEvents: { heartbeatMs: 150, ...LIMITS_OFF } });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  [owner, agency] = await Promise.all([sessionFor(test, '100001'), sessionFor(test, '100002')]);
});
afterAll(async () => {
  for (const client of clients) client.close();
  await test.app.close();
  await database.close();
});

async function stream(cookies: Record<string, string>): Promise<SseClient> {
  const client = await openSse(base, cookies);
  clients.push(client);
  return client;
}

async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('GET /api/events', () => {
  it('answers 401 without a session', async () => {
    const client = await stream({});
    expect(client.status).toBe(401);
  });

  it('opens an uncached event stream with the security headers and an opening comment', async () => {
    const client = await stream(owner);
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.headers['cache-control']).toBe('no-store');
    expect(client.headers['x-content-type-options']).toBe('nosniff');
    await client.waitFor(() => client.comments.includes('connected'));
    expect(client.fields).toContain('retry: 5000');
  });

  it("delivers a new notification to the account's streams only", async () => {
    const [mine, second, theirs] = [await stream(owner), await stream(owner), await stream(agency)];
    await mine.waitFor(() => mine.comments.includes('connected'));
    const created = await post(test.app, '/api/demo/notification', { type: 'feedback' }, { cookies: owner });
    expect(created.statusCode).toBe(201);
    const { id } = Notification.parse(created.json());
    for (const client of [mine, second]) {
      await client.waitFor(() => client.events.length > 0);
      expect(client.events[0]!.event).toBe('notification');
      expect(NotificationEvent.parse(JSON.parse(client.events[0]!.data))).toEqual({ id, type: 'feedback' });
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(theirs.events).toEqual([]);
  });

  it('announces the removal of an owner booking', async () => {
    const house = await createHouse(database.db, await accountIdOf(database.db, '100001'), 'HR9300.100.1');
    const booking = await addStay(database.db, house, { kind: 'OwnerBooking', arrival: '2026-09-01', departure: '2026-09-05', resNo: '93000001' });
    const client = await stream(owner);
    await client.waitFor(() => client.comments.includes('connected'));
    expect((await test.app.inject({ method: 'DELETE', url: `/api/owner-bookings/${booking}`, cookies: owner })).statusCode).toBe(204);
    await client.waitFor(() => client.events.length > 0);
    expect(JSON.parse(client.events[0]!.data)).toMatchObject({ type: 'reservation' });
  });

  it('sends a heartbeat comment on the shared timer', async () => {
    const client = await stream(owner);
    await client.waitFor(() => client.comments.filter((comment) => comment === 'heartbeat').length >= 2, 2000);
  });

  it('forgets closed connections', async () => {
    await until(() => test.app.eventStreams.size === clients.filter((client) => client.status === 200).length);
    const before = test.app.eventStreams.size;
    const many = await Promise.all(Array.from({ length: 25 }, () => openSse(base, owner)));
    await until(() => test.app.eventStreams.size === before + 25);
    for (const client of many) client.close();
    await until(() => test.app.eventStreams.size === before);
  });

  it('ends the streams of a session that logs out', async () => {
    const cookies = await sessionFor(test, '100001');
    const client = await stream(cookies);
    await client.waitFor(() => client.comments.includes('connected'));
    expect((await post(test.app, '/api/logout', undefined, { cookies })).statusCode).toBe(204);
    await client.ended;
    expect((await openSse(base, cookies)).status).toBe(401);
  });
});

describe('demo routes', () => {
  it('need a session', async () => {
    expect((await post(test.app, '/api/demo/booking')).statusCode).toBe(401);
    expect((await post(test.app, '/api/demo/notification', { type: 'feature' })).statusCode).toBe(401);
  });

  it('create a notification of every type, each announced', async () => {
    const client = await stream(owner);
    await client.waitFor(() => client.comments.includes('connected'));
    const types = ['feature', 'feedback', 'reservation', 'referral', 'legal', 'iban', 'renewal', 'contract'] as const;
    for (const type of types) {
      const response = await post(test.app, '/api/demo/notification', { type }, { cookies: owner });
      expect(response.statusCode, type).toBe(201);
      expect(Notification.parse(response.json())).toMatchObject({ type, isRead: false });
    }
    await client.waitFor(() => client.events.length === types.length);
    expect(client.events.map((event) => JSON.parse(event.data).type)).toEqual(types);
    expect((await post(test.app, '/api/demo/notification', { type: 'party' }, { cookies: owner })).statusCode).toBe(400);
  });

  it('book guests into free weeks, in parallel too, each with its notification', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(test.app, '/api/demo/booking', undefined, { cookies: owner })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const bookings = answers.map((answer) => answer.json());
    expect(new Set(bookings.map((booking) => booking.resNo)).size).toBe(6);
    for (const booking of bookings) {
      expect(booking.arrivalDate >= '2026-07-17').toBe(true);
      expect(booking.nights).toBe(7);
      const detail = await test.app.inject({ method: 'GET', url: `/api/reservations/${booking.id}`, cookies: owner });
      expect(detail.json()).toMatchObject({ resNo: booking.resNo, kind: null, canceled: false, travellerContact: { show: true } });
    }
    const cards = (await test.app.inject({ method: 'GET', url: '/api/inbox/notifications', cookies: owner })).json().content;
    const announced = cards.filter((card: Notification) => card.type === 'reservation' && card.params.change === 'NEW');
    expect(announced.map((card: Notification) => card.reservation!.id)).toEqual(expect.arrayContaining(bookings.map((booking) => booking.id)));
  });

  it('do not exist outside demo mode', async () => {
    const production = await buildTestApp(database, { env: { NODE_ENV: 'production' } });
    try {
      const cookies = await sessionFor(production, '100001');
      expect((await post(production.app, '/api/demo/booking', undefined, { cookies })).statusCode).toBe(404);
      expect((await post(production.app, '/api/demo/notification', { type: 'feature' }, { cookies })).statusCode).toBe(404);
    } finally {
      await production.app.close();
    }
  });
});
