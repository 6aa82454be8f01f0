import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarResponse } from '../../../src/contract/calendar';
import { IcalFeed, IcalFeedList, IcalSyncResult } from '../../../src/contract/ical';
import { feedFetcher } from '../../../src/server/integrations/ical-fetcher';
import { silentLog } from '../../../src/server/log';
import { IcalSyncService } from '../../../src/server/services/ical-sync-service';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { accountIdOf, addStay, createHouse, sessionFor, SUMMER_MORNING } from '../helpers/fixtures';
import { FeedServer } from '../helpers/feed-server';
import { buildTestApp, TestClock, type TestApp } from '../helpers/test-app';

const calendar = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Other platform//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const allDay = (uid: string, from: string, to: string, summary = 'Reserved') =>
  ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260101T000000Z', `DTSTART;VALUE=DATE:${from.replaceAll('-', '')}`, `DTEND;VALUE=DATE:${to.replaceAll('-', '')}`, `SUMMARY:${summary}`, 'END:VEVENT'].join('\r\n');

let database: DatabaseHandle;
let test: TestApp;
let platform: FeedServer;
let owner: Record<string, string>;
let agency: Record<string, string>;
let houseId: number;
let guestStay: number;
const CODE = 'HR9500.100.1';
const OTHER = 'AT9500.100.1';

beforeAll(async () => {
  platform = new FeedServer();
  await platform.start();
  database = await freshPglite();
  test = await buildTestApp(database, { clock: new TestClock(SUMMER_MORNING), env: { ICAL_ALLOW_PRIVATE_URLS: 'true', PUBLIC_URL: 'http://portal.test' } });
  owner = await sessionFor(test, '100001');
  agency = await sessionFor(test, '100002');
  houseId = await createHouse(database.db, await accountIdOf(database.db, '100001'), CODE);
  await createHouse(database.db, await accountIdOf(database.db, '100002'), OTHER);
  guestStay = await addStay(database.db, houseId, { kind: 'Reservation', arrival: '2026-08-10', departure: '2026-08-17', resNo: '95000001', travellerName: 'Ana Horvat' });
});
afterAll(async () => {
  await test.app.close();
  await database.close();
  await platform.close();
});

const request = (method: 'GET' | 'POST' | 'DELETE', url: string, cookies = owner, payload?: object) =>
  test.app.inject({ method, url, cookies, ...(payload ? { payload } : {}) });

async function entries(from = '2026-07-01', to = '2027-06-30') {
  return CalendarResponse.parse((await request('GET', `/api/calendar/${CODE}?from=${from}&to=${to}`)).json()).entries;
}

describe('iCal export', () => {
  let url = '';

  it('gives each home a private feed URL that stays the same until rotated', async () => {
    const first = await request('GET', `/api/ical/${CODE}/export`);
    expect(first.statusCode, first.body).toBe(200);
    url = first.json().url;
    expect(url).toMatch(/^http:\/\/portal\.test\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await request('GET', `/api/ical/${CODE}/export`)).json().url).toBe(url);
  });

  it('serves valid iCalendar of the occupied nights without guest data, with ETag and Last-Modified', async () => {
    const path = new URL(url).pathname;
    const response = await test.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body).toContain('BEGIN:VCALENDAR');
    expect(response.body).toContain(`UID:stay-${guestStay}@portal.test`);
    expect(response.body).toContain('DTSTART;VALUE=DATE:20260810');
    expect(response.body).not.toContain('Horvat');
    const etag = String(response.headers.etag);
    const lastModified = String(response.headers['last-modified']);
    expect(etag).toMatch(/^".+"$/);
    expect(new Date(lastModified).getTime()).not.toBeNaN();
    expect((await test.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    // Every line ends with CRLF, the last one too (RFC 5545).
    expect(response.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(response.body.replaceAll('\r\n', '')).not.toContain('\n');
    // A new booking within the same second changes the feed: the ETag says so, Last-Modified cannot.
    const blocked = await addStay(database.db, houseId, { kind: 'Blocked', arrival: '2026-09-20', departure: '2026-09-22' });
    await database.db.updateTable('stays').set({ updatedAt: new Date(Date.parse(lastModified) + 900) }).where('id', '=', blocked).execute();
    const changed = await test.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('DTSTART;VALUE=DATE:20260920');
    expect(changed.headers['last-modified']).toBe(lastModified);
    // So If-Modified-Since alone is answered in full, never with a 304 that would hide the change.
    const bySecond = await test.app.inject({ method: 'GET', url: path, headers: { 'if-modified-since': lastModified } });
    expect(bySecond.statusCode).toBe(200);
    expect(bySecond.body).toContain('DTSTART;VALUE=DATE:20260920');
  });

  it("titles the stays in the feed owner's stored language (English while none is stored)", async () => {
    const path = new URL(url).pathname;
    await database.db.updateTable('accounts').set({ portalLanguage: null }).where('userId', '=', '100001').execute();
    expect((await test.app.inject({ method: 'GET', url: path })).body).toContain('SUMMARY:Not available');
    await database.db.updateTable('accounts').set({ portalLanguage: 'de' }).where('userId', '=', '100001').execute();
    const german = await test.app.inject({ method: 'GET', url: path, headers: { 'accept-language': 'fr' } });
    expect(german.body).toContain('SUMMARY:Nicht verfügbar');
    expect(german.body).not.toContain('Not available');
  });

  it('rotating replaces the URL: the old one answers 404', async () => {
    const rotated = await request('POST', `/api/ical/${CODE}/export/rotate`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().url).not.toBe(url);
    expect((await test.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: new URL(rotated.json().url).pathname })).statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: '/ical/unknown.ics' })).statusCode).toBe(404);
  });

  it("answers 404 for another account's home and 401 without a session", async () => {
    expect((await request('GET', `/api/ical/${OTHER}/export`)).statusCode).toBe(404);
    expect((await request('POST', `/api/ical/${OTHER}/export/rotate`)).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: `/api/ical/${CODE}/export` })).statusCode).toBe(401);
  });
});

describe('iCal import', () => {
  let feed: IcalFeed;

  it('subscribes to a feed, imports its events as external bookings and shows a clash as a conflict', async () => {
    platform.feeds.set('/a.ics', {
      body: calendar(
        allDay('e1@other', '2026-07-20', '2026-07-25'),
        allDay('e2@other', '2026-08-15', '2026-08-18', 'Clashing'),
        allDay('e3@other', '2026-10-01', '2026-10-04'),
        // Our own export coming back through the other platform.
        allDay(`stay-${guestStay}@portal.test`, '2026-08-10', '2026-08-17'),
      ),
    });
    const response = await request('POST', `/api/ical/${CODE}/feeds`, owner, { name: 'Other platform', url: `${platform.origin}/a.ics` });
    expect(response.statusCode, response.body).toBe(201);
    feed = IcalFeed.parse(response.json());
    expect(feed).toMatchObject({ name: 'Other platform', status: 'ok', eventCount: 3, conflictCount: 1, lastError: null });
    const external = (await entries()).filter((entry) => entry.type === 'ExternalBooking');
    expect(external.map((entry) => [entry.from, entry.to, entry.conflict, entry.feedId])).toEqual([
      ['2026-07-20', '2026-07-25', false, feed.id],
      ['2026-08-15', '2026-08-18', true, feed.id],
      ['2026-10-01', '2026-10-04', false, feed.id],
    ]);
    // The reservation it clashes with is still there.
    expect((await entries()).some((entry) => entry.reservationId === String(guestStay))).toBe(true);
  });

  it('lists the feeds with their last sync and log', async () => {
    const list = IcalFeedList.parse((await request('GET', `/api/ical/${CODE}/feeds`)).json());
    expect(list.feeds).toHaveLength(1);
    expect(list.feeds[0]).toMatchObject({ id: feed.id, status: 'ok', eventCount: 3, conflictCount: 1 });
    expect(list.feeds[0]!.lastSyncAt).not.toBeNull();
    expect(list.feeds[0]!.log[0]).toMatchObject({ outcome: 'changed', added: 3, conflicts: 1 });
  });

  it('asks with If-None-Match and changes nothing when the platform answers 304', async () => {
    const before = platform.requests.length;
    const result = IcalSyncResult.parse((await request('POST', `/api/ical/feeds/${feed.id}/sync`)).json());
    expect(platform.requests[before]!.ifNoneMatch).toMatch(/^".+"$/);
    expect(result.log).toMatchObject({ outcome: 'unchanged', added: 0, updated: 0, removed: 0 });
    expect(result.feed.eventCount).toBe(3);
  });

  it('moves changed events at once and cancels a missing one only after two successful fetches', async () => {
    platform.feeds.set('/a.ics', { body: calendar(allDay('e1@other', '2026-07-21', '2026-07-26'), allDay('e2@other', '2026-08-15', '2026-08-18', 'Clashing')) });
    const first = IcalSyncResult.parse((await request('POST', `/api/ical/feeds/${feed.id}/sync`)).json());
    expect(first.log).toMatchObject({ outcome: 'changed', updated: 1, removed: 0 });
    let external = (await entries()).filter((entry) => entry.type === 'ExternalBooking');
    expect(external.map((entry) => entry.from)).toEqual(['2026-07-21', '2026-08-15', '2026-10-01']);
    // A broken fetch in between counts for nothing.
    platform.feeds.set('/a.ics', { status: 500, body: 'oops' });
    expect(IcalSyncResult.parse((await request('POST', `/api/ical/feeds/${feed.id}/sync`)).json()).feed).toMatchObject({ status: 'error', lastError: 'http_error' });
    platform.feeds.set('/a.ics', { body: calendar(allDay('e1@other', '2026-07-21', '2026-07-26'), allDay('e2@other', '2026-08-15', '2026-08-18', 'Clashing'), '') });
    const second = IcalSyncResult.parse((await request('POST', `/api/ical/feeds/${feed.id}/sync`)).json());
    expect(second.log).toMatchObject({ removed: 1 });
    expect(second.feed).toMatchObject({ status: 'ok', lastError: null, eventCount: 2 });
    external = (await entries()).filter((entry) => entry.type === 'ExternalBooking');
    expect(external.map((entry) => entry.from)).toEqual(['2026-07-21', '2026-08-15']);
  });

  it('books a conflict once the stay it clashed with is gone', async () => {
    await database.db.updateTable('stays').set({ canceled: true }).where('id', '=', guestStay).execute();
    platform.feeds.set('/a.ics', { body: calendar(allDay('e1@other', '2026-07-21', '2026-07-26'), allDay('e2@other', '2026-08-15', '2026-08-18', 'Clashing')) });
    const result = IcalSyncResult.parse((await request('POST', `/api/ical/feeds/${feed.id}/sync`)).json());
    expect(result.feed.conflictCount).toBe(0);
    expect((await entries('2026-08-15', '2026-08-15')).map((entry) => [entry.type, entry.conflict])).toEqual([['ExternalBooking', false]]);
  });

  it('changes nothing already imported when a feed is broken: not iCalendar, too large, gone', async () => {
    const before = await entries();
    for (const [body, error] of [
      [{ body: '<html>maintenance</html>', type: 'text/html' }, 'not_ical'],
      [{ body: `BEGIN:VCALENDAR\r\n${'X'.repeat(2 * 1024 * 1024 + 10)}` }, 'too_large'],
      [null, 'http_error'],
    ] as const) {
      if (body) platform.feeds.set('/a.ics', body);
      else platform.feeds.delete('/a.ics');
      const result = IcalSyncResult.parse((await request('POST', `/api/ical/feeds/${feed.id}/sync`)).json());
      expect(result.feed, error).toMatchObject({ status: 'error', lastError: error });
      expect(result.log).toMatchObject({ outcome: 'error', error });
      expect(await entries()).toEqual(before);
    }
  });

  it('refreshes due feeds on schedule with If-None-Match', async () => {
    platform.feeds.set('/a.ics', { body: calendar(allDay('e1@other', '2026-07-21', '2026-07-26'), allDay('e2@other', '2026-08-15', '2026-08-18', 'Clashing')) });
    // The scheduler's work, on the same database and clock as the app.
    const sync = new IcalSyncService(database.db, test.clock, feedFetcher({ allowPrivate: true }), { host: 'portal.test', refreshMinutes: 10 }, silentLog);
    await sync.syncDue();
    const before = platform.requests.length;
    expect(await sync.syncDue()).toBe(0);
    test.clock.advance(11 * 60_000);
    expect(await sync.syncDue()).toBe(1);
    expect(platform.requests.length).toBe(before + 1);
    test.clock.advance(11 * 60_000);
    expect(await sync.syncDue()).toBe(1);
    expect(platform.requests.at(-1)!.ifNoneMatch).toMatch(/^".+"$/);
    const list = IcalFeedList.parse((await request('GET', `/api/ical/${CODE}/feeds`)).json());
    expect(list.feeds[0]!.log[0]).toMatchObject({ outcome: 'unchanged' });
  });

  it('starts refreshing feeds when the server listens', async () => {
    const server = await buildTestApp(database, { env: { ICAL_ALLOW_PRIVATE_URLS: 'true', PUBLIC_URL: 'http://portal.test' } });
    server.clock.advance(60 * 60_000);
    const before = platform.requests.length;
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (let waited = 0; platform.requests.length === before && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(platform.requests.length).toBeGreaterThan(before);
    } finally {
      await server.app.close();
    }
  });

  it('answers 400 naming the field for bad input', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [{ name: 'X', url: 'ftp://example.com/a.ics' }, { url: ['invalid_format'] }],
      [{ name: '', url: `${platform.origin}/b.ics` }, { name: ['too_small'] }],
      [{ url: `${platform.origin}/b.ics` }, { name: ['invalid_type'] }],
      [{ name: 'Again', url: `${platform.origin}/a.ics` }, { url: ['duplicate'] }],
    ];
    for (const [payload, fieldErrors] of cases) {
      const response = await request('POST', `/api/ical/${CODE}/feeds`, owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_request', fieldErrors });
    }
  });

  it("answers 404 for another account's home and feed, changing nothing", async () => {
    expect((await request('POST', `/api/ical/${OTHER}/feeds`, owner, { name: 'X', url: `${platform.origin}/b.ics` })).statusCode).toBe(404);
    expect((await request('GET', `/api/ical/${OTHER}/feeds`)).statusCode).toBe(404);
    expect((await request('POST', `/api/ical/feeds/${feed.id}/sync`, agency)).statusCode).toBe(404);
    expect((await request('DELETE', `/api/ical/feeds/${feed.id}`, agency)).statusCode).toBe(404);
    expect((await request('DELETE', '/api/ical/feeds/nonsense')).statusCode).toBe(404);
    expect((await request('GET', `/api/ical/${CODE}/feeds`)).json().feeds).toHaveLength(1);
  });

  it('syncs now and removes only with a session, and another account’s attempts leave the feed as it was', async () => {
    const before = IcalFeedList.parse((await request('GET', `/api/ical/${CODE}/feeds`)).json()).feeds[0]!;
    expect((await test.app.inject({ method: 'POST', url: `/api/ical/feeds/${feed.id}/sync` })).statusCode).toBe(401);
    expect((await test.app.inject({ method: 'DELETE', url: `/api/ical/feeds/${feed.id}` })).statusCode).toBe(401);
    expect((await request('POST', `/api/ical/feeds/${feed.id}/sync`, agency)).json()).toMatchObject({ code: 'not_found' });
    const after = IcalFeedList.parse((await request('GET', `/api/ical/${CODE}/feeds`)).json()).feeds[0]!;
    expect(after.lastSyncAt).toBe(before.lastSyncAt);
    expect(after.log).toEqual(before.log);
  });

  it('syncs now: the answer carries the feed and the new log line, and the list shows both', async () => {
    const result = IcalSyncResult.parse((await request('POST', `/api/ical/feeds/${feed.id}/sync`)).json());
    expect(result.feed.id).toBe(feed.id);
    const list = IcalFeedList.parse((await request('GET', `/api/ical/${CODE}/feeds`)).json());
    expect(list.feeds[0]!.lastSyncAt).toBe(result.feed.lastSyncAt);
    // The log is by time: the listening server above synced on the real clock, after the test clock's now.
    expect(list.feeds[0]!.log).toContainEqual(result.log);
  });

  it('removes a feed and its entries', async () => {
    expect((await request('DELETE', `/api/ical/feeds/${feed.id}`)).statusCode).toBe(204);
    expect((await entries()).filter((entry) => entry.type === 'ExternalBooking')).toEqual([]);
    expect((await request('GET', `/api/ical/${CODE}/feeds`)).json().feeds).toEqual([]);
    expect((await request('POST', `/api/ical/feeds/${feed.id}/sync`)).statusCode).toBe(404);
  });
});
