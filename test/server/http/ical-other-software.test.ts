import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarResponse } from '../../../src/contract/calendar';
import { IcalFeed, IcalFeedList, IcalSyncResult } from '../../../src/contract/ical';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { accountIdOf, addStay, createHouse, sessionFor, SUMMER_MORNING } from '../helpers/fixtures';
import { FeedServer, type ServedFeed } from '../helpers/feed-server';
import { buildTestApp, TestClock, type TestApp } from '../helpers/test-app';

/** Issue 28: feeds shaped as other software writes them, each served from loopback and synced through the API. */

const calendar = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Other platform//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const vevent = (uid: string, ...lines: string[]) =>
  ['BEGIN:VEVENT', `UID:${uid}`, ...(lines.some((line) => line.startsWith('DTSTAMP')) ? [] : ['DTSTAMP:20260101T000000Z']), ...lines, 'END:VEVENT'].join('\r\n');
const allDay = (uid: string, from: string, to: string, ...lines: string[]) =>
  vevent(uid, `DTSTART;VALUE=DATE:${from.replaceAll('-', '')}`, `DTEND;VALUE=DATE:${to.replaceAll('-', '')}`, ...lines);

let database: DatabaseHandle;
let test: TestApp;
let platform: FeedServer;
let owner: Record<string, string>;
let agency: Record<string, string>;
let accountId: number;
let homes = 0;

beforeAll(async () => {
  platform = new FeedServer();
  await platform.start();
  database = await freshPglite();
  test = await buildTestApp(database, { clock: new TestClock(SUMMER_MORNING), env: { ICAL_ALLOW_PRIVATE_URLS: 'true', PUBLIC_URL: 'http://portal.test' } });
  owner = await sessionFor(test, '100001');
  agency = await sessionFor(test, '100002');
  accountId = await accountIdOf(database.db, '100001');
});
afterAll(async () => {
  await test.app.close();
  await database.close();
  await platform.close();
});

const request = (method: 'GET' | 'POST' | 'DELETE', url: string, cookies = owner, payload?: object) =>
  test.app.inject({ method, url, cookies, ...(payload ? { payload } : {}) });

/** A new home of the owner, so each case starts from an empty calendar. */
async function newHome(): Promise<{ code: string; id: number }> {
  const code = `HR9600.${100 + ++homes}.1`;
  return { code, id: await createHouse(database.db, accountId, code) };
}

/** Serves `feed` at a new path and subscribes `code` to it. */
async function subscribe(code: string, feed: ServedFeed, name = 'Platform', scheme = 'http'): Promise<{ feed: IcalFeed; path: string }> {
  const path = `/feed-${code}-${name}.ics`;
  platform.feeds.set(path, feed);
  const response = await request('POST', `/api/ical/${code}/feeds`, owner, { name, url: `${platform.origin.replace('http', scheme)}${path}` });
  expect(response.statusCode, response.body).toBe(201);
  return { feed: IcalFeed.parse(response.json()), path };
}

async function syncNow(feedId: string) {
  const response = await request('POST', `/api/ical/feeds/${feedId}/sync`);
  expect(response.statusCode, response.body).toBe(200);
  return IcalSyncResult.parse(response.json());
}

async function imported(code: string) {
  const response = await request('GET', `/api/calendar/${code}?from=2026-07-01&to=2027-06-30`);
  return CalendarResponse.parse(response.json())
    .entries.filter((entry) => entry.type === 'ExternalBooking' && !entry.conflict)
    .map((entry) => [entry.from, entry.to, entry.title]);
}

async function lastLog(code: string) {
  return IcalFeedList.parse((await request('GET', `/api/ical/${code}/feeds`)).json()).feeds[0]!.log[0]!;
}

describe('iCal import of feeds as other software writes them', () => {
  it('releases a dropped event when the platform answers the next fetch with 304', async () => {
    const home = await newHome();
    const { feed, path } = await subscribe(home.code, { body: calendar(allDay('keep', '2026-08-01', '2026-08-05'), allDay('drop', '2026-09-01', '2026-09-05')) });
    platform.feeds.set(path, { body: calendar(allDay('keep', '2026-08-01', '2026-08-05')) });
    expect((await syncNow(feed.id)).log).toMatchObject({ outcome: 'unchanged', removed: 0 });
    expect(await imported(home.code)).toHaveLength(2);
    // Same text again: the platform answers 304, which is the second successful fetch without it.
    const before = platform.requests.length;
    const second = await syncNow(feed.id);
    expect(platform.requests.length).toBe(before + 1);
    expect(second.log).toMatchObject({ outcome: 'changed', removed: 1 });
    expect(await imported(home.code)).toEqual([['2026-08-01', '2026-08-05', '']]);
    // Further 304s change nothing more.
    expect((await syncNow(feed.id)).log).toMatchObject({ outcome: 'unchanged', removed: 0 });
    expect(await imported(home.code)).toHaveLength(1);
  });

  it('reads a feed that starts with a byte-order mark (Outlook)', async () => {
    const home = await newHome();
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(calendar(allDay('bom', '2026-08-01', '2026-08-03', 'SUMMARY:Čiovo')))]);
    const { feed } = await subscribe(home.code, { body: bytes });
    expect(feed).toMatchObject({ status: 'ok', lastError: null, eventCount: 1 });
    expect(await imported(home.code)).toEqual([['2026-08-01', '2026-08-03', 'Čiovo']]);
  });

  it('subscribes to a webcal:// address (read as https, here falling back to the plain http the host speaks)', async () => {
    const home = await newHome();
    const { feed } = await subscribe(home.code, { body: calendar(allDay('webcal', '2026-08-01', '2026-08-03')) }, 'iCloud', 'webcal');
    expect(feed.url).toMatch(/^webcal:\/\/127\.0\.0\.1:\d+\//);
    expect(feed).toMatchObject({ status: 'ok', eventCount: 1 });
  });

  it('imports the good events of a feed with a bad one, and lists the bad one in the log with its reason', async () => {
    const home = await newHome();
    const { feed, path } = await subscribe(home.code, {
      body: calendar(allDay('good', '2026-08-01', '2026-08-03'), allDay('later-bad', '2026-08-10', '2026-08-12'), vevent('bad', 'DTSTART:2028XX01'), allDay('also-good', '2026-09-01', '2026-09-03')),
    });
    expect(feed).toMatchObject({ status: 'ok', lastError: null, eventCount: 3 });
    expect(await lastLog(home.code)).toMatchObject({ outcome: 'changed', added: 3, skipped: [{ uid: 'bad', reason: 'invalid_value' }] });
    // An event that turns unreadable keeps what it imported (it is not "missing").
    platform.feeds.set(path, { body: calendar(allDay('good', '2026-08-01', '2026-08-03'), vevent('later-bad', 'DTSTART:2026XX10'), allDay('also-good', '2026-09-01', '2026-09-03')) });
    await syncNow(feed.id);
    platform.feeds.set(path, { body: calendar(allDay('good', '2026-08-01', '2026-08-03'), vevent('later-bad', 'DTSTART:2026XX11'), allDay('also-good', '2026-09-01', '2026-09-03')) });
    const result = await syncNow(feed.id);
    expect(result.log).toMatchObject({ removed: 0, skipped: [{ uid: 'later-bad', reason: 'invalid_value' }] });
    expect(await imported(home.code)).toHaveLength(3);
  });

  it('keeps one copy of an event sent twice (higher SEQUENCE, later DTSTAMP) and logs what it replaced', async () => {
    const home = await newHome();
    await subscribe(home.code, {
      body: calendar(
        allDay('twice', '2026-08-01', '2026-08-03', 'SEQUENCE:1'),
        allDay('twice', '2026-08-10', '2026-08-12', 'SEQUENCE:2'),
        vevent('stamped', 'DTSTAMP:20260301T000000Z', 'DTSTART;VALUE=DATE:20260901', 'DTEND;VALUE=DATE:20260903'),
        vevent('stamped', 'DTSTAMP:20260201T000000Z', 'DTSTART;VALUE=DATE:20260905', 'DTEND;VALUE=DATE:20260907'),
        vevent('series', 'DTSTART;VALUE=DATE:20261001', 'DTEND;VALUE=DATE:20261002', 'RRULE:FREQ=WEEKLY;COUNT=2'),
        vevent('series', 'RECURRENCE-ID;VALUE=DATE:20261008', 'DTSTART;VALUE=DATE:20261009', 'DTEND;VALUE=DATE:20261010'),
      ),
    });
    expect(await imported(home.code)).toEqual([
      ['2026-08-10', '2026-08-12', ''],
      ['2026-09-01', '2026-09-03', ''],
      ['2026-10-01', '2026-10-02', ''],
      ['2026-10-09', '2026-10-10', ''],
    ]);
    expect((await lastLog(home.code)).replaced).toEqual([
      { uid: 'twice', by: 'sequence' },
      { uid: 'stamped', by: 'stamp' },
    ]);
  });

  it('reads valid calendars it used to refuse: date-only DTSTART, RDATE periods, RSCALE, Latin-1 and UTF-16', async () => {
    const home = await newHome();
    const { feed } = await subscribe(home.code, {
      body: calendar(
        vevent('plain-date', 'DTSTART:20260801', 'DTEND:20260803'),
        vevent('period', 'DTSTART:20260810T140000Z', 'DTEND:20260812T100000Z', 'RDATE;VALUE=PERIOD:20260820T140000Z/20260822T100000Z'),
        vevent('lunar', 'DTSTART;VALUE=DATE:20260901', 'RRULE:RSCALE=CHINESE;FREQ=YEARLY'),
      ),
    });
    expect(feed).toMatchObject({ status: 'ok', eventCount: 3 });
    expect(await imported(home.code)).toEqual([
      ['2026-08-01', '2026-08-03', ''],
      ['2026-08-10', '2026-08-12', ''],
      ['2026-08-20', '2026-08-22', ''],
    ]);
    expect((await lastLog(home.code)).skipped).toEqual([{ uid: 'lunar', reason: 'unsupported_scale' }]);

    const latin = await newHome();
    await subscribe(latin.code, { body: Buffer.from(calendar(allDay('l1', '2026-08-01', '2026-08-03', 'SUMMARY:Größe à Čiovo'.replace('Č', 'C'))), 'latin1'), type: 'text/calendar; charset=utf-8' });
    expect(await imported(latin.code)).toEqual([['2026-08-01', '2026-08-03', 'Größe à Ciovo']]);

    const utf16 = await newHome();
    const text = calendar(allDay('u1', '2026-08-01', '2026-08-03', 'SUMMARY:Čiovo'));
    await subscribe(utf16.code, { body: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]) });
    expect(await imported(utf16.code)).toEqual([['2026-08-01', '2026-08-03', 'Čiovo']]);
  });

  it('says which limit a feed hit: too many events, or too many bytes', async () => {
    const home = await newHome();
    const events = Array.from({ length: 5001 }, (_, i) => vevent(`many-${i}`, 'DTSTART;VALUE=DATE:20260801', 'TRANSP:OPAQUE'));
    const many = await subscribe(home.code, { body: calendar(...events) }, 'Many');
    expect(Buffer.byteLength(calendar(...events))).toBeLessThan(2 * 1024 * 1024);
    expect(many.feed).toMatchObject({ status: 'error', lastError: 'too_many_events' });
    const big = await subscribe(home.code, { body: calendar(`X-PADDING:${'x'.repeat(2 * 1024 * 1024)}`) }, 'Big');
    expect(big.feed).toMatchObject({ status: 'error', lastError: 'too_large' });
  });
});

describe('blocks travel between platforms without echo', () => {
  let home: { code: string; id: number };
  let airbnb: IcalFeed;
  let booking: IcalFeed;
  let ownStay: number;
  let airbnbPath: string;

  const exported = async (url: string) => {
    const response = await test.app.inject({ method: 'GET', url: new URL(url).pathname });
    return { status: response.statusCode, body: response.body };
  };
  const stayOf = async (feedId: string) =>
    (await database.db.selectFrom('icalFeedEvents').select('stayId').where('feedId', '=', Number(feedId)).executeTakeFirstOrThrow()).stayId!;

  beforeAll(async () => {
    home = await newHome();
    ownStay = await addStay(database.db, home.id, { kind: 'Blocked', arrival: '2026-07-10', departure: '2026-07-12' });
    ({ feed: airbnb, path: airbnbPath } = await subscribe(home.code, { body: calendar(allDay('a1@airbnb', '2026-08-01', '2026-08-05')) }, 'Airbnb'));
    ({ feed: booking } = await subscribe(home.code, { body: calendar(allDay('b1@booking', '2026-09-01', '2026-09-05')) }, 'Booking'));
  });

  it("gives each platform its own address: the other sources' blocks, never its own", async () => {
    expect(airbnb.exportUrl).toMatch(/^http:\/\/portal\.test\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(booking.exportUrl).not.toBe(airbnb.exportUrl);
    const airbnbStay = await stayOf(airbnb.id);
    const bookingStay = await stayOf(booking.id);
    const forAirbnb = await exported(airbnb.exportUrl);
    expect(forAirbnb.status).toBe(200);
    expect(forAirbnb.body).toContain(`UID:stay-${ownStay}@portal.test`);
    expect(forAirbnb.body).toContain(`UID:stay-${bookingStay}@portal.test`);
    expect(forAirbnb.body).not.toContain(`UID:stay-${airbnbStay}@portal.test`);
    const forBooking = await exported(booking.exportUrl);
    expect(forBooking.body).toContain(`UID:stay-${ownStay}@portal.test`);
    expect(forBooking.body).toContain(`UID:stay-${airbnbStay}@portal.test`);
    expect(forBooking.body).not.toContain(`UID:stay-${bookingStay}@portal.test`);
    // The home's own address stays as it was: its own stays only.
    const own = await exported((await request('GET', `/api/ical/${home.code}/export`)).json().url);
    expect(own.body).toContain(`UID:stay-${ownStay}@portal.test`);
    expect(own.body).not.toContain(`UID:stay-${airbnbStay}@`);
    expect(own.body).not.toContain(`UID:stay-${bookingStay}@`);
  });

  it('does not import a block back when the platform shows what it got from us', async () => {
    const bookingStay = await stayOf(booking.id);
    platform.feeds.set(airbnbPath, { body: calendar(allDay('a1@airbnb', '2026-08-01', '2026-08-05'), allDay(`stay-${bookingStay}@portal.test`, '2026-09-01', '2026-09-05')) });
    const result = await syncNow(airbnb.id);
    expect(result.feed).toMatchObject({ eventCount: 1, conflictCount: 0 });
    expect(await imported(home.code)).toHaveLength(2);
  });

  it("replaces one platform's address on request; the old one answers 404, the others keep working", async () => {
    const rotated = await request('POST', `/api/ical/feeds/${airbnb.id}/export/rotate`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const fresh = IcalFeed.parse(rotated.json());
    expect(fresh.exportUrl).not.toBe(airbnb.exportUrl);
    expect((await exported(airbnb.exportUrl)).status).toBe(404);
    expect((await exported(fresh.exportUrl)).status).toBe(200);
    expect((await exported(booking.exportUrl)).status).toBe(200);
    const listed = IcalFeedList.parse((await request('GET', `/api/ical/${home.code}/feeds`)).json()).feeds;
    expect(listed.find((feed) => feed.id === airbnb.id)?.exportUrl).toBe(fresh.exportUrl);
  });

  it("refuses another account's rotation and one without a session", async () => {
    const before = IcalFeedList.parse((await request('GET', `/api/ical/${home.code}/feeds`)).json()).feeds.map((feed) => feed.exportUrl);
    expect((await request('POST', `/api/ical/feeds/${booking.id}/export/rotate`, agency)).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'POST', url: `/api/ical/feeds/${booking.id}/export/rotate` })).statusCode).toBe(401);
    expect((await request('POST', '/api/ical/feeds/nonsense/export/rotate')).statusCode).toBe(404);
    const after = IcalFeedList.parse((await request('GET', `/api/ical/${home.code}/feeds`)).json()).feeds.map((feed) => feed.exportUrl);
    expect(after).toEqual(before);
  });

  it('stops serving a platform address when its feed is removed', async () => {
    expect((await request('DELETE', `/api/ical/feeds/${booking.id}`)).statusCode).toBe(204);
    expect((await exported(booking.exportUrl)).status).toBe(404);
  });
});
