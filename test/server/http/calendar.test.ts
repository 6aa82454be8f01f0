import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarResponse, HomesCalendarResponse } from '../../../src/contract/calendar';
import { Accommodations } from '../../../src/contract/accommodations';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { accountIdOf, addStay, createAccount, createHouse, sessionFor, SUMMER_MORNING } from '../helpers/fixtures';
import { buildTestApp, TestClock, type TestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;
let owner: Record<string, string>;
let houseId: number;
let strangersHouseId: number;
const CODE = 'HR9200.100.1';

beforeAll(async () => {
  database = await freshPglite();
  test = await buildTestApp(database, { clock: new TestClock(SUMMER_MORNING) });
  owner = await sessionFor(test, '100001');
  houseId = await createHouse(database.db, await accountIdOf(database.db, '100001'), CODE);
  strangersHouseId = await createHouse(database.db, await accountIdOf(database.db, '100002'), 'AT9200.100.1');
});
afterAll(async () => {
  await test.app.close();
  await database.close();
});

const read = (code: string, query: string, cookies = owner) => test.app.inject({ method: 'GET', url: `/api/calendar/${code}?${query}`, cookies });

/** Both calendar reads take the same days: each bad query is a 400 naming its field; 400 days are fine. */
async function expectBadQueriesRefused(get: (query: string) => Promise<{ statusCode: number; json(): unknown }>) {
  const cases: [string, Record<string, string[]>][] = [
    ['from=2026-02-30&to=2026-03-01', { from: ['invalid_format'] }],
    ['from=2026-09-01', { to: ['invalid_type'] }],
    ['to=2026-09-01', { from: ['invalid_type'] }],
    ['from=x&to=2026-09-01', { from: ['invalid_format'] }],
    ['from=2026-09-01&to=01.10.2026', { to: ['invalid_format'] }],
    ['from=2026-09-02&to=2026-09-01', { to: ['too_small'] }],
    ['from=2026-01-01&to=2027-02-05', { to: ['too_big'] }],
  ];
  for (const [query, fieldErrors] of cases) {
    const response = await get(query);
    expect(response.statusCode, query).toBe(400);
    expect(response.json(), query).toEqual({ code: 'invalid_request', fieldErrors });
  }
  expect((await get('from=2026-01-01&to=2027-02-04')).statusCode).toBe(200);
}

describe('GET /api/calendar/:accommodationCode', () => {
  it('answers 401 without a session', async () => {
    expect((await test.app.inject({ method: 'GET', url: `/api/calendar/${CODE}?from=2026-07-01&to=2026-07-31` })).statusCode).toBe(401);
  });

  it('lists every kind of stay touching the days, by start, as the eight entry types', async () => {
    const ids: Record<string, number> = {};
    const kinds = ['Reservation', 'OwnerBooking', 'MyRent', 'HouseClosing', 'Blocked', 'ExternalBooking', 'OptionalBooking', 'RequestedBooking', 'RenewContract', 'Pending'];
    for (const [index, kind] of kinds.entries()) {
      const arrival = `2026-09-${String(index * 2 + 1).padStart(2, '0')}`;
      const departure = `2026-09-${String(index * 2 + 3).padStart(2, '0')}`;
      ids[kind] = await addStay(database.db, houseId, {
        kind,
        arrival,
        departure,
        resNo: ['Reservation', 'OwnerBooking', 'MyRent', 'HouseClosing'].includes(kind) ? `9200${index}` : null,
        travellerName: kind === 'Reservation' ? 'Ana Horvat' : kind === 'MyRent' ? 'Friend' : '',
        comment: kind === 'OwnerBooking' ? 'Family week' : null,
      });
    }
    // Canceled stays and stays outside the days are not in the calendar.
    await addStay(database.db, houseId, { kind: 'Reservation', arrival: '2026-09-01', departure: '2026-09-05', canceled: true, resNo: '92009' });
    await addStay(database.db, houseId, { kind: 'Reservation', arrival: '2026-11-01', departure: '2026-11-05', resNo: '92010' });

    const response = await read(CODE, 'from=2026-09-01&to=2026-09-30');
    expect(response.statusCode, response.body).toBe(200);
    const { entries } = CalendarResponse.parse(response.json());
    expect(entries.map((entry) => entry.type)).toEqual([
      'Reservation',
      'Blocked',
      'Blocked',
      'HouseClosing',
      'Blocked',
      'ExternalBooking',
      'OptionalBooking',
      'RequestedBooking',
      'RenewContract',
      'Pending',
    ]);
    expect(entries[0]).toEqual({
      id: `stay-${ids.Reservation}`,
      type: 'Reservation',
      from: '2026-09-01',
      to: '2026-09-03',
      title: 'Ana Horvat',
      reservationId: String(ids.Reservation),
      bookingKind: null,
      feedId: null,
      source: null,
      conflict: false,
    });
    expect(entries[1]).toMatchObject({ bookingKind: 'OwnerBooking', title: 'Family week', reservationId: String(ids.OwnerBooking) });
    expect(entries[2]).toMatchObject({ bookingKind: 'MyRent', title: 'Friend', reservationId: String(ids.MyRent) });
    expect(entries[4]).toMatchObject({ bookingKind: null, reservationId: null });
  });

  it('includes stays that only touch the first or the last day', async () => {
    const response = await read(CODE, 'from=2026-09-04&to=2026-09-04');
    expect(CalendarResponse.parse(response.json()).entries.map((entry) => [entry.from, entry.to])).toEqual([['2026-09-03', '2026-09-05']]);
    const last = await read(CODE, 'from=2026-10-20&to=2026-11-01');
    expect(CalendarResponse.parse(last.json()).entries.map((entry) => entry.from)).toEqual(['2026-11-01']);
  });

  it("answers 404 for another account's home and for unknown codes", async () => {
    for (const code of ['AT9200.100.1', 'XX0000.000.0', 'nonsense']) {
      const response = await read(code, 'from=2026-09-01&to=2026-09-30');
      expect(response.statusCode, code).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found' });
    }
  });

  it('answers 400 naming the field for bad dates and ranges over 400 days', () => expectBadQueriesRefused((query) => read(CODE, query)));

  it('names the platform of an imported stay and of an imported event in conflict', async () => {
    const feed = await database.db
      .insertInto('icalFeeds')
      .values({ accommodationId: houseId, name: 'Airbnb', url: 'https://calendar.example.com/a.ics', etag: null, lastModified: null, lastSyncAt: null, lastError: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stay = await addStay(database.db, houseId, { kind: 'ExternalBooking', arrival: '2026-12-01', departure: '2026-12-04' });
    await database.db
      .insertInto('icalFeedEvents')
      .values([
        { feedId: feed.id, occurrence: 'a@example.com', period: '[2026-12-01,2026-12-04)', title: 'Reserved', stayId: stay },
        { feedId: feed.id, occurrence: 'b@example.com', period: '[2026-12-02,2026-12-05)', title: 'Not available', stayId: null },
      ])
      .execute();
    const { entries } = CalendarResponse.parse((await read(CODE, 'from=2026-12-01&to=2026-12-31')).json());
    expect(entries.map((entry) => [entry.type, entry.source, entry.conflict])).toEqual([
      ['ExternalBooking', 'Airbnb', false],
      ['ExternalBooking', 'Airbnb', true],
    ]);
  });
});

describe('GET /api/calendar/:accommodationCode: the nights’ prices', () => {
  const PRICED = 'HR9200.300.1';
  let pricedHouse: number;
  beforeAll(async () => {
    pricedHouse = await createHouse(database.db, await accountIdOf(database.db, '100001'), PRICED);
    const { id } = await database.db
      .insertInto('contracts')
      .values({ accommodationId: pricedHouse, year: 2026, type: 'Regular', status: 'ACTIVE', workflow: 'Expiring', validFrom: '2026-01-01', validTo: '2026-12-31', currency: 'CHF', commissionPercent: 20, includes: ['linen'], pricesConfirmedOn: '2025-11-20' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('contractSeasons')
      .values([{ contractId: id, position: 0, name: 'high', startsOn: '2026-07-01', endsOn: '2026-07-12', nightCents: 20_000, weekCents: 126_000, minNights: 7 }])
      .execute();
    await database.db.insertInto('nightlyPrices').values([{ accommodationId: pricedHouse, night: '2026-07-11', demandCents: 25_000 }]).execute();
  });

  it('gives the contract price of the free and booked nights from today (10 July) on, and none where no season prices them', async () => {
    const response = await read(PRICED, 'from=2026-07-01&to=2026-07-31');
    expect(response.statusCode, response.body).toBe(200);
    expect(CalendarResponse.parse(response.json()).prices).toEqual({
      currency: 'CHF',
      nights: ['2026-07-10', '2026-07-11', '2026-07-12'].map((date) => ({ date, cents: 20_000 })),
    });
    // Days all before today: no nights, the currency still.
    expect(CalendarResponse.parse((await read(PRICED, 'from=2026-06-01&to=2026-06-30')).json()).prices).toEqual({ currency: 'CHF', nights: [] });
  });

  it('gives the demand price, raised to the owner’s minimum, while dynamic pricing is on', async () => {
    await database.db.insertInto('dynamicPricing').values({ accommodationId: pricedHouse, enabled: true, minimumCents: 21_000 }).execute();
    const { prices } = CalendarResponse.parse((await read(PRICED, 'from=2026-07-10&to=2026-07-12')).json());
    expect(prices!.nights).toEqual([
      { date: '2026-07-10', cents: 21_000 },
      { date: '2026-07-11', cents: 25_000 },
      { date: '2026-07-12', cents: 21_000 },
    ]);
  });

  it('gives no prices to a session that may not see contract prices', async () => {
    await createAccount(database.db, '920003', { permissions: ['ViewCalendar'] });
    const house = await createHouse(database.db, await accountIdOf(database.db, '920003'), 'HR9200.400.1');
    expect(house).toBeGreaterThan(0);
    const response = await read('HR9200.400.1', 'from=2026-07-01&to=2026-07-31', await sessionFor(test, '920003'));
    expect(response.statusCode, response.body).toBe(200);
    expect(CalendarResponse.parse(response.json()).prices).toBeNull();
  });
});

describe('GET /api/calendar (every home at once)', () => {
  const readAll = (query: string, cookies: Record<string, string> = owner) => test.app.inject({ method: 'GET', url: `/api/calendar?${query}`, cookies });

  it('answers 401 without a session and 403 without ViewCalendar', async () => {
    expect((await readAll('from=2026-09-01&to=2026-09-30', {})).statusCode).toBe(401);
    await createAccount(database.db, '920001', { permissions: ['ViewDocuments'] });
    await createHouse(database.db, await accountIdOf(database.db, '920001'), 'HR9200.200.1');
    const response = await readAll('from=2026-09-01&to=2026-09-30', await sessionFor(test, '920001'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'forbidden' });
  });

  it('answers every home of the account in the order of /api/accommodations, each with what its own calendar answers', async () => {
    const query = 'from=2026-08-24&to=2026-10-04';
    const response = await readAll(query);
    expect(response.statusCode, response.body).toBe(200);
    const { homes } = HomesCalendarResponse.parse(response.json());
    const accommodations = Accommodations.parse((await test.app.inject({ method: 'GET', url: '/api/accommodations', cookies: owner })).json());
    expect(homes.map((home) => home.accommodationCode)).toEqual(accommodations.map((home) => home.code));
    expect(homes.map((home) => home.accommodationCode)).toContain(CODE);
    for (const home of homes) {
      const single = CalendarResponse.parse((await read(home.accommodationCode, query)).json());
      expect(home.entries, home.accommodationCode).toEqual(single.entries);
    }
    // The stays added above lie in these days: the comparison is not of empty lists.
    expect(homes.find((home) => home.accommodationCode === CODE)!.entries.length).toBeGreaterThan(5);
  });

  it("never includes another account's homes or stays", async () => {
    const strangers = await addStay(database.db, strangersHouseId, { kind: 'Reservation', arrival: '2026-09-10', departure: '2026-09-14', resNo: '92020', travellerName: 'Not Yours' });
    const { homes } = HomesCalendarResponse.parse((await readAll('from=2026-09-01&to=2026-09-30')).json());
    expect(homes.map((home) => home.accommodationCode)).not.toContain('AT9200.100.1');
    const ids = homes.flatMap((home) => home.entries.map((entry) => entry.id));
    expect(ids).not.toContain(`stay-${strangers}`);
    expect(homes.flatMap((home) => home.entries.map((entry) => entry.title))).not.toContain('Not Yours');
    // The agency sees it among its own homes, and not the owner's stays.
    const agency = HomesCalendarResponse.parse((await readAll('from=2026-09-01&to=2026-09-30', await sessionFor(test, '100002'))).json());
    expect(agency.homes.find((home) => home.accommodationCode === 'AT9200.100.1')!.entries.map((entry) => entry.id)).toEqual([`stay-${strangers}`]);
    expect(agency.homes.map((home) => home.accommodationCode)).not.toContain(CODE);
  });

  it('answers an account without homes with none', async () => {
    await createAccount(database.db, '920002', { permissions: ['ViewCalendar'] });
    const response = await readAll('from=2026-09-01&to=2026-09-30', await sessionFor(test, '920002'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ homes: [] });
  });

  it('answers 400 naming the field for bad dates and ranges over 400 days', () => expectBadQueriesRefused(readAll));
});
