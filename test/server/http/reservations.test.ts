import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Accommodations } from '../../../src/contract/accommodations';
import { Reservation, ReservationPage } from '../../../src/contract/reservations';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { accountIdOf, sessionFor, SUMMER_MORNING } from '../helpers/fixtures';
import { buildTestApp, TestClock, type TestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;
let owner: Record<string, string>;
let agency: Record<string, string>;

beforeAll(async () => {
  database = await freshPglite();
  test = await buildTestApp(database, { clock: new TestClock(SUMMER_MORNING) });
  [owner, agency] = await Promise.all([sessionFor(test, '100001'), sessionFor(test, '100002')]);
});
afterAll(async () => {
  await test.app.close();
  await database.close();
});

const get = (url: string, cookies: Record<string, string> = owner) => test.app.inject({ method: 'GET', url, cookies });

async function page(query: string, cookies = owner): Promise<ReservationPage> {
  const response = await get(`/api/reservations${query}`, cookies);
  expect(response.statusCode, response.body).toBe(200);
  return ReservationPage.parse(response.json());
}

/** The reservation-kind stays of an account, counted in SQL independently of the endpoint. */
async function countReservations(userId: string, where = sql`true`): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM stays JOIN accommodations a ON a.id = stays.accommodation_id JOIN accounts ON accounts.id = a.account_id
    WHERE accounts.user_id = ${userId} AND stays.kind IN ('Reservation', 'OwnerBooking', 'MyRent', 'HouseClosing') AND ${where}`.execute(database.db);
  return rows[0]!.n;
}

/** A stay id of an account by kind (and optionally canceled). */
async function stayOf(userId: string, kind: string, canceled = false): Promise<number> {
  const row = await database.db
    .selectFrom('stays')
    .innerJoin('accommodations', 'accommodations.id', 'stays.accommodationId')
    .select('stays.id')
    .where('accommodations.accountId', '=', await accountIdOf(database.db, userId))
    .where('stays.kind', '=', kind)
    .where('stays.canceled', '=', canceled)
    .orderBy('stays.id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('without a session', () => {
  it.each(['/api/accommodations', '/api/reservations', '/api/reservations/1'])('GET %s answers 401', async (url) => {
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'unauthenticated' });
  });
});

describe('GET /api/accommodations', () => {
  it("lists only the account's own houses", async () => {
    const houses = Accommodations.parse((await get('/api/accommodations')).json());
    expect(houses.map((house) => house.code).sort()).toEqual(['DK1234.001.1', 'HR2731.100.1', 'IT5521.610.2']);
    expect(houses.find((house) => house.code === 'DK1234.001.1')).toMatchObject({ country: 'DK', contractStatus: 'EXPIRING' });
    expect(Accommodations.parse((await get('/api/accommodations', agency)).json())).toHaveLength(24);
  });
});

describe('GET /api/reservations', () => {
  it('pages all reservation kinds (canceled included) by arrival, without guest contacts', async () => {
    const first = await page('?dateFrom=2000-01-01');
    expect(first).toMatchObject({ page: 0, size: 12, total: await countReservations('100001') });
    expect(first.rest).toBe(first.total - 12);
    expect(first.content).toHaveLength(12);
    const order = first.content.map((r) => `${r.arrivalDate}:${r.resNo}`);
    expect(order).toEqual([...order].sort());
    expect(first.content.every((r) => !r.travellerContact.show && r.travellerContact.value.length === 0)).toBe(true);
    const kinds = new Set((await page('?size=100&page=1&dateFrom=2000-01-01')).content.map((r) => r.kind));
    expect(kinds.has('OwnerBooking') || kinds.has('HouseClosing') || kinds.has(null)).toBe(true);
  });

  it('filters by arrival date, departure date or overlap, inclusive', async () => {
    const byArrival = await page('?dateFrom=2026-07-10&dateTo=2026-07-21&size=100');
    expect(byArrival.content.length).toBeGreaterThan(0);
    expect(byArrival.content.every((r) => r.arrivalDate >= '2026-07-10' && r.arrivalDate <= '2026-07-21')).toBe(true);
    expect(byArrival.content.map((r) => r.arrivalDate)).toContain('2026-07-21');

    const byDeparture = await page('?rangeType=departureDate&sort=departure&dateFrom=2026-07-13&dateTo=2026-07-14&size=100');
    expect(byDeparture.content.map((r) => r.departureDate)).toEqual(['2026-07-13', '2026-07-14']);

    const overlapping = await page('?rangeType=intersection&dateFrom=2026-07-10&dateTo=2026-07-10&size=100');
    expect(overlapping.content.every((r) => r.arrivalDate <= '2026-07-10' && r.departureDate > '2026-07-10')).toBe(true);
    expect(overlapping.total).toBe(
      await countReservations('100001', sql`lower(stays.period) <= '2026-07-10' AND upper(stays.period) > '2026-07-10'`),
    );
  });

  it('sorts by departure date, then reservation number', async () => {
    const byDeparture = await page('?sort=departure&size=100&page=1');
    const order = byDeparture.content.map((r) => `${r.departureDate}:${r.resNo}`);
    expect(order).toEqual([...order].sort());
  });

  it('filters by the account\'s own properties', async () => {
    const one = await page('?properties=DK1234.001.1&size=100');
    expect(new Set(one.content.map((r) => r.accommodation.code))).toEqual(new Set(['DK1234.001.1']));
    const both = await page('?properties=DK1234.001.1,HR2731.100.1,DK1234.001.1');
    expect(both.total).toBeLessThan((await page('')).total);
  });

  it('serves the last page, an empty page beyond the end and sizes up to 100', async () => {
    const { total } = await page('?size=100');
    const last = Math.floor((total - 1) / 100);
    const lastPage = await page(`?size=100&page=${last}`);
    expect(lastPage.content).toHaveLength(total - last * 100);
    expect(lastPage.rest).toBe(0);
    expect(await page(`?size=100&page=${last + 5}`)).toEqual({ content: [], page: last + 5, size: 100, total, rest: 0 });
    expect((await page('?size=1')).content).toHaveLength(1);
  });

  it('without dates, starts today: what is coming first', async () => {
    const today = test.clock.now().toISOString().slice(0, 10);
    const upcoming = await page('?size=100');
    expect(upcoming.content.length).toBeGreaterThan(0);
    expect(upcoming.content.every((r) => r.arrivalDate >= today)).toBe(true);
    const history = await page('?size=100&dateFrom=2000-01-01');
    expect(history.total).toBeGreaterThan(upcoming.total);
  });

  it("pages through the agency's thousands of stays without gaps or repeats", async () => {
    const first = await page('?size=100&dateFrom=2000-01-01', agency);
    expect(first.total).toBe(await countReservations('100002'));
    const ids = new Set(first.content.map((r) => r.id));
    for (let index = 1; index * 100 < first.total; index++) {
      for (const reservation of (await page(`?size=100&page=${index}&dateFrom=2000-01-01`, agency)).content) ids.add(reservation.id);
    }
    expect(ids.size).toBe(first.total);
  });

  it.each([
    ['?size=101', 'size'],
    ['?size=0', 'size'],
    ['?page=-1', 'page'],
    ['?page=x', 'page'],
    ['?page=1.5', 'page'],
    ['?sort=price', 'sort'],
    ['?rangeType=stay', 'rangeType'],
    ['?dateFrom=10.07.2026', 'dateFrom'],
    ['?dateFrom=2026-02-31', 'dateFrom'],
    ['?dateTo=2026-13-01', 'dateTo'],
    // Outside what the database holds (no year 0) or what any stay needs: 400, never 500.
    ['?dateFrom=0000-01-01', 'dateFrom'],
    ['?dateFrom=1899-12-31', 'dateFrom'],
    ['?dateTo=3000-01-01', 'dateTo'],
    ['?dateFrom=2026-07-20&dateTo=2026-07-10', 'dateTo'],
    ['?properties=HR2731', 'properties'],
    ['?properties=HR9999.999.9', 'properties'],
    ['?page=1&page=2', 'page'],
  ])('refuses %s with 400 and fieldErrors.%s', async (query, field) => {
    const response = await get(`/api/reservations${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_request');
    expect(Object.keys(response.json().fieldErrors)).toContain(field);
  });

  it("refuses another account's property like an unknown one", async () => {
    const agencyCode = Accommodations.parse((await get('/api/accommodations', agency)).json())[0]!.code;
    const response = await get(`/api/reservations?properties=HR2731.100.1,${agencyCode}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ properties: ['invalid_value'] });
  });
});

describe('GET /api/reservations/{resNo}', () => {
  it('answers a reservation by its reservation number, as inbox cards and links name it', async () => {
    const id = await stayOf('100001', 'Reservation');
    const { resNo } = Reservation.parse((await get(`/api/reservations/${id}`)).json());
    expect(resNo).not.toBe('');
    expect(Reservation.parse((await get(`/api/reservations/${resNo}`)).json())).toMatchObject({ id: String(id), resNo });
  });

  it("answers 404 for another account's reservation number", async () => {
    const foreign = await stayOf('100002', 'Reservation');
    const { resNo } = Reservation.parse((await get(`/api/reservations/${foreign}`, agency)).json());
    const response = await get(`/api/reservations/${resNo}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found' });
  });


  it("shows a guest reservation with the guest's contact", async () => {
    const id = await stayOf('100001', 'Reservation');
    const reservation = Reservation.parse((await get(`/api/reservations/${id}`)).json());
    expect(reservation).toMatchObject({ id: String(id), kind: null, ownerBooking: false, canceled: false, removable: false });
    expect(reservation.travellerContact.show).toBe(true);
    expect(reservation.travellerContact.value.map((c) => c.type)).toContain('EMAIL');
    expect(reservation.travellerContact.value.some((c) => ['MOB', 'TELP', 'TELB'].includes(c.type))).toBe(true);
    expect(reservation.nights).toBeGreaterThan(0);
  });

  it('shares no contact for canceled stays, owner bookings and house closings', async () => {
    for (const [kind, canceled, expectedKind] of [
      ['Reservation', true, null],
      ['OwnerBooking', false, 'OwnerBooking'],
      ['HouseClosing', false, 'HouseClosing'],
    ] as const) {
      const reservation = Reservation.parse((await get(`/api/reservations/${await stayOf('100001', kind, canceled)}`)).json());
      expect(reservation.travellerContact).toEqual({ show: false, value: [] });
      expect(reservation.kind).toBe(expectedKind);
    }
  });

  it('marks owner bookings that have not started as removable', async () => {
    const future = await database.db
      .selectFrom('stays')
      .innerJoin('accommodations', 'accommodations.id', 'stays.accommodationId')
      .select('stays.id')
      .where('accommodations.code', '=', 'DK1234.001.1')
      .where('stays.kind', '=', 'OwnerBooking')
      .where(sql<boolean>`lower(stays.period) > '2026-07-10'`)
      .executeTakeFirstOrThrow();
    expect(Reservation.parse((await get(`/api/reservations/${future.id}`)).json()).removable).toBe(true);
    const past = await stayOf('100001', 'OwnerBooking');
    expect(Reservation.parse((await get(`/api/reservations/${past}`)).json()).removable).toBe(false);
  });

  it("answers 404 for another account's stay, unknown ids, non-reservation stays and junk", async () => {
    const foreign = await stayOf('100002', 'Reservation');
    const external = await stayOf('100001', 'ExternalBooking');
    for (const id of [foreign, external, 999_999_999, 'abc', '0', '1e3']) {
      const response = await get(`/api/reservations/${id}`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found' });
    }
  });
});
