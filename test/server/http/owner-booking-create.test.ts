import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnerBooking } from '../../../src/contract/owner-bookings';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { openSse } from '../helpers/sse-client';
import { accountIdOf, addStay, createHouse, sessionFor, SUMMER_MORNING } from '../helpers/fixtures';
import { buildTestApp, TestClock, type TestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;
let owner: Record<string, string>;
let ownerId: number;
let houseId: number;
const CODE = 'HR9300.100.1';

beforeAll(async () => {
  database = await freshPglite();
  test = await buildTestApp(database, { clock: new TestClock(SUMMER_MORNING) });
  owner = await sessionFor(test, '100001');
  ownerId = await accountIdOf(database.db, '100001');
  houseId = await createHouse(database.db, ownerId, CODE);
  await createHouse(database.db, await accountIdOf(database.db, '100002'), 'AT9300.100.1');
});
afterAll(async () => {
  await test.app.close();
  await database.close();
});

let keys = 0;
const newKey = () => `test-key-${String(++keys).padStart(4, '0')}`;

function book(payload: unknown, key: string | null = newKey(), cookies = owner) {
  return test.app.inject({ method: 'POST', url: '/api/owner-bookings', payload: payload as object, cookies, headers: key === null ? {} : { 'idempotency-key': key } });
}

const booking = (extra: Record<string, unknown> = {}) => ({ accommodationCode: CODE, arrivalDate: '2026-10-01', departureDate: '2026-10-08', kind: 'OwnerBooking', ...extra });

async function notifications() {
  return database.db.selectFrom('notifications').select(['type', 'payload']).where('accountId', '=', ownerId).orderBy('id', 'desc').execute();
}

async function activeStays(arrival: string) {
  return database.db.selectFrom('stays').select('id').where('accommodationId', '=', houseId).where('canceled', '=', false).where((eb) => eb(eb.fn('lower', ['period']), '=', arrival)).execute();
}

describe('POST /api/owner-bookings', () => {
  it('answers 401 without a session', async () => {
    expect((await test.app.inject({ method: 'POST', url: '/api/owner-bookings', payload: booking(), headers: { 'idempotency-key': newKey() } })).statusCode).toBe(401);
  });

  it('books the dates, answers 201 with the booking and notifies the owner', async () => {
    const before = (await notifications()).length;
    const response = await book(booking({ note: '  Family week ' }));
    expect(response.statusCode, response.body).toBe(201);
    const created = OwnerBooking.parse(response.json());
    expect(created).toMatchObject({ accommodationCode: CODE, arrivalDate: '2026-10-01', departureDate: '2026-10-08', kind: 'OwnerBooking', guestName: '', note: 'Family week' });
    const stay = await database.db.selectFrom('stays').selectAll().where('id', '=', Number(created.id)).executeTakeFirstOrThrow();
    expect(stay).toMatchObject({ kind: 'OwnerBooking', source: 'Owner', resNo: created.resNo, comment: 'Family week', canceled: false });
    const list = await notifications();
    expect(list).toHaveLength(before + 1);
    expect(list[0]).toMatchObject({ type: 'reservation', payload: { reservation: { stayId: Number(created.id), change: 'NEW', accommodationCode: CODE } } });
    // It is a reservation of the owner's, removable before it starts.
    const detail = await test.app.inject({ method: 'GET', url: `/api/reservations/${created.id}`, cookies: owner });
    expect(detail.json()).toMatchObject({ ownerBooking: true, removable: true });
  });

  it('answers the same booking again for the same key and creates nothing twice', async () => {
    const key = newKey();
    const first = await book(booking({ arrivalDate: '2026-10-10', departureDate: '2026-10-12', kind: 'MyRent', guestName: 'Marko' }), key);
    expect(first.statusCode, first.body).toBe(201);
    const before = (await notifications()).length;
    const again = await book(booking({ arrivalDate: '2026-10-10', departureDate: '2026-10-12', kind: 'MyRent', guestName: 'Marko' }), key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await activeStays('2026-10-10')).toHaveLength(1);
    expect(await notifications()).toHaveLength(before);
  });

  it('refuses the same key for another request with 409 idempotency_key_reused', async () => {
    const key = newKey();
    expect((await book(booking({ arrivalDate: '2026-10-20', departureDate: '2026-10-21' }), key)).statusCode).toBe(201);
    const other = await book(booking({ arrivalDate: '2026-10-22', departureDate: '2026-10-23' }), key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ code: 'idempotency_key_reused' });
    expect(await activeStays('2026-10-22')).toHaveLength(0);
  });

  it('refuses dates that clash with any stay with 409 dates_unavailable naming the clash', async () => {
    const guest = await addStay(database.db, houseId, { kind: 'Reservation', arrival: '2026-11-01', departure: '2026-11-08', resNo: '93000001' });
    const before = (await notifications()).length;
    const response = await book(booking({ arrivalDate: '2026-11-07', departureDate: '2026-11-10' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'dates_unavailable', clash: { type: 'Reservation', from: '2026-11-01', to: '2026-11-08', reservationId: String(guest) } });
    expect(await activeStays('2026-11-07')).toHaveLength(0);
    expect(await notifications()).toHaveLength(before);
    // Back to back with it is free; the refused key can be used once the dates are right.
    expect((await book(booking({ arrivalDate: '2026-11-08', departureDate: '2026-11-10' }))).statusCode).toBe(201);
  });

  it("answers 404 for another account's home and unknown codes, creating nothing", async () => {
    for (const code of ['AT9300.100.1', 'XX0000.000.0']) {
      const response = await book(booking({ accommodationCode: code, arrivalDate: '2026-12-01', departureDate: '2026-12-02' }));
      expect(response.statusCode, code).toBe(404);
    }
    expect(await activeStays('2026-12-01')).toHaveLength(0);
  });

  it('answers 400 naming the field for bad input and a missing or malformed key', async () => {
    const cases: [unknown, string | null, Record<string, string[]>][] = [
      [booking(), null, { 'Idempotency-Key': ['invalid_type'] }],
      [booking(), 'short', { 'Idempotency-Key': ['invalid_format'] }],
      [booking({ arrivalDate: '2026-13-01' }), newKey(), { arrivalDate: ['invalid_format'] }],
      [booking({ departureDate: '2026-10-01' }), newKey(), { departureDate: ['too_small'] }],
      [booking({ departureDate: '2027-10-02' }), newKey(), { departureDate: ['too_big'] }],
      [booking({ kind: 'Reservation' }), newKey(), { kind: ['invalid_value'] }],
      [booking({ kind: 'MyRent' }), newKey(), { guestName: ['too_small'] }],
      [booking({ accommodationCode: 'nonsense' }), newKey(), { accommodationCode: ['invalid_format'] }],
      [booking({ note: 'x'.repeat(501) }), newKey(), { note: ['too_big'] }],
      [booking({ arrivalDate: '2026-07-09', departureDate: '2026-07-12' }), newKey(), { arrivalDate: ['too_small'] }],
    ];
    for (const [payload, key, fieldErrors] of cases) {
      const response = await book(payload, key);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual({ code: 'invalid_request', fieldErrors });
    }
    expect(await activeStays('2026-10-01')).toHaveLength(1);
  });

  it("tells the owner's open pages live when a booking is created and when it is removed", async () => {
    const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openSse(address, owner);
    try {
      const created = OwnerBooking.parse((await book(booking({ arrivalDate: '2026-12-20', departureDate: '2026-12-22' }))).json());
      await stream.waitFor(() => stream.events.length === 1);
      expect(stream.events[0]).toMatchObject({ event: 'notification' });
      expect(JSON.parse(stream.events[0]!.data)).toMatchObject({ type: 'reservation' });
      expect((await test.app.inject({ method: 'DELETE', url: `/api/owner-bookings/${created.id}`, cookies: owner })).statusCode).toBe(204);
      await stream.waitFor(() => stream.events.length === 2);
    } finally {
      stream.close();
    }
  });

  it('shows a new booking in the calendar and frees the dates when it is removed', async () => {
    const created = OwnerBooking.parse((await book(booking({ arrivalDate: '2026-12-10', departureDate: '2026-12-12' }))).json());
    const calendar = await test.app.inject({ method: 'GET', url: `/api/calendar/${CODE}?from=2026-12-01&to=2026-12-31`, cookies: owner });
    expect(calendar.json().entries).toEqual([expect.objectContaining({ type: 'Blocked', bookingKind: 'OwnerBooking', reservationId: created.id })]);
    expect((await test.app.inject({ method: 'DELETE', url: `/api/owner-bookings/${created.id}`, cookies: owner })).statusCode).toBe(204);
    const after = await test.app.inject({ method: 'GET', url: `/api/calendar/${CODE}?from=2026-12-01&to=2026-12-31`, cookies: owner });
    expect(after.json().entries).toEqual([]);
    expect((await book(booking({ arrivalDate: '2026-12-10', departureDate: '2026-12-12' }))).statusCode).toBe(201);
  });
});
