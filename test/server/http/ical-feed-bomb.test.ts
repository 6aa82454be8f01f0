import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IcalFeed, IcalSyncResult } from '../../../src/contract/ical';
import { feedFetcher } from '../../../src/server/integrations/ical-fetcher';
import { parseFeedInSandbox } from '../../../src/server/integrations/ical-parse-sandbox';
import { SYNC_NOW_LIMIT } from '../../../src/server/throttling/account-limits';
import { silentLog } from '../../../src/server/log';
import { IcalSyncService } from '../../../src/server/services/ical-sync-service';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { accountIdOf, createHouse, sessionFor, SUMMER_MORNING } from '../helpers/fixtures';
import { buildTestApp, TestClock, type TestApp } from '../helpers/test-app';

const calendar = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Bomb//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const vevent = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');
/** The feeds of issue 21: 300 bytes each that froze the server. */
const BOMBS = {
  secondly: calendar(vevent('UID:s1', 'DTSTART:20000101T000000Z', 'RRULE:FREQ=SECONDLY'), vevent('UID:s2', 'DTSTART:20000101T000000Z', 'RRULE:FREQ=SECONDLY')),
  duration: calendar(vevent('UID:d1', 'DTSTART:20260801T000000Z', 'DURATION:P999999999999999999W')),
};

let database: DatabaseHandle;
let test: TestApp;
let owner: Record<string, string>;
let origin: string;
const CODE = 'HR9600.100.1';
const server = http.createServer((request, response) => {
  const body = BOMBS[(request.url ?? '').slice(1, -4) as keyof typeof BOMBS];
  if (!body) return response.writeHead(404).end();
  response.writeHead(200, { 'content-type': 'text/calendar' }).end(body);
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  database = await freshPglite();
  test = await buildTestApp(database, { clock: new TestClock(SUMMER_MORNING), env: { ICAL_ALLOW_PRIVATE_URLS: 'true', PUBLIC_URL: 'http://portal.test' } });
  owner = await sessionFor(test, '100001');
  await createHouse(database.db, await accountIdOf(database.db, '100001'), CODE);
});
afterAll(async () => {
  await test.app.close();
  await database.close();
  await new Promise((resolve) => server.close(resolve));
});

/** Runs `work` while asking the server for its liveness every 50 ms; gives the slowest answer. */
async function withLivenessProbe<T>(work: () => Promise<T>): Promise<{ result: T; slowestMs: number }> {
  let slowestMs = 0;
  let running = true;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      const response = await test.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(response.statusCode).toBe(200);
      slowestMs = Math.max(slowestMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    return { result: await work(), slowestMs };
  } finally {
    running = false;
    await probe;
  }
}

describe('iCal feed bombs', () => {
  for (const name of ['secondly', 'duration'] as const) {
    it(`ends the ${name} bomb as too_complex within the budget while the server keeps answering`, async () => {
      const { result, slowestMs } = await withLivenessProbe(async () => {
        const response = await test.app.inject({ method: 'POST', url: `/api/ical/${CODE}/feeds`, cookies: owner, payload: { name, url: `${origin}/${name}.ics` } });
        expect(response.statusCode, response.body).toBe(201);
        return IcalFeed.parse(response.json());
      });
      expect(result).toMatchObject({ status: 'error', lastError: 'too_complex', eventCount: 0 });
      expect(slowestMs).toBeLessThan(1_000);
      const again = IcalSyncResult.parse((await test.app.inject({ method: 'POST', url: `/api/ical/feeds/${result.id}/sync`, cookies: owner })).json());
      expect(again.log).toMatchObject({ outcome: 'error', error: 'too_complex', added: 0 });
    });
  }

  it('the scheduled refresh takes the same safe path', async () => {
    const sync = new IcalSyncService(database.db, test.clock, feedFetcher({ allowPrivate: true }), { host: 'portal.test', refreshMinutes: 10 }, silentLog);
    test.clock.advance(11 * 60_000);
    const { result, slowestMs } = await withLivenessProbe(() => sync.syncDue());
    expect(result).toBe(2);
    expect(slowestMs).toBeLessThan(1_000);
  });
});

describe('sync now', () => {
  it('answers 429 with Retry-After beyond its per-account limit, before fetching anything', async () => {
    const agency = await sessionFor(test, '100002');
    await createHouse(database.db, await accountIdOf(database.db, '100002'), 'AT9600.100.1');
    const feed = IcalFeed.parse((await test.app.inject({ method: 'POST', url: '/api/ical/AT9600.100.1/feeds', cookies: agency, payload: { name: 'x', url: `${origin}/duration.ics` } })).json());
    const syncNow = () => test.app.inject({ method: 'POST', url: `/api/ical/feeds/${feed.id}/sync`, cookies: agency });
    for (let i = 0; i < SYNC_NOW_LIMIT.max; i++) expect((await syncNow()).statusCode).toBe(200);
    const refused = await syncNow();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_requests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account's limit is its own.
    expect((await test.app.inject({ method: 'POST', url: `/api/ical/feeds/${feed.id}/sync`, cookies: owner })).statusCode).toBe(404);
    test.clock.advance(SYNC_NOW_LIMIT.windowMs);
    expect((await syncNow()).statusCode).toBe(200);
  });
});

describe('parseFeedInSandbox', () => {
  const options = { horizonFrom: '2026-07-01', horizonTo: '2027-07-01', zone: 'Europe/Zagreb', ownHost: 'portal.test', maxEvents: 1000 };

  it('reads a feed in its worker', async () => {
    const text = calendar(vevent('UID:a', 'DTSTART;VALUE=DATE:20260801', 'DTEND;VALUE=DATE:20260808'), vevent('UID:stay-1@portal.test', 'DTSTART;VALUE=DATE:20260901'));
    expect(await parseFeedInSandbox({ text, options })).toEqual({ ok: true, events: [{ occurrence: 'a', from: '2026-08-01', to: '2026-08-08', title: '' }], ownEvents: 1, skipped: [], replaced: [] });
  });

  it('kills a worker over its time budget and says too_complex, without stalling the event loop', async () => {
    // Ten daily rules from 1900: legal, but their expansion outlasts a 300 ms budget.
    const text = calendar(...Array.from({ length: 10 }, (_, i) => vevent(`UID:d${i}`, 'DTSTART;VALUE=DATE:19000101', 'RRULE:FREQ=DAILY')));
    let longestGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      longestGap = Math.max(longestGap, performance.now() - last);
      last = performance.now();
    }, 20);
    const started = performance.now();
    const outcome = await parseFeedInSandbox({ text, options }, { timeoutMs: 300, maxHeapMb: 64 });
    clearInterval(ticker);
    expect(outcome).toMatchObject({ ok: false, error: 'too_complex' });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(longestGap).toBeLessThan(500);
  });
});
