import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Reservation, ReservationPage } from '../../../src/contract/reservations';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { accountIdOf, addStay, createHouse, sessionFor, SUMMER_MORNING } from '../helpers/fixtures';
import { buildTestApp, TestClock, type TestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;
let owner: Record<string, string>;
let ownerId: number;
let houseId: number;
let agencyHouseId: number;

beforeAll(async () => {
  database = await freshPglite();
  test = await buildTestApp(database, { clock: new TestClock(SUMMER_MORNING) });
  owner = await sessionFor(test, '100001');
  ownerId = await accountIdOf(database.db, '100001');
  // Houses of their own: their calendars are empty, whatever the seed booked.
  houseId = await createHouse(database.db, ownerId, 'HR9100.100.9');
  agencyHouseId = await createHouse(database.db, await accountIdOf(database.db, '100002'), 'AT9100.100.9');
});
afterAll(async () => {
  await test.app.close();
  await database.close();
});

const remove = (id: number | string, cookies = owner) => test.app.inject({ method: 'DELETE', url: `/api/owner-bookings/${id}`, cookies });

let nextResNo = 90_000_000;
/** A stay on one of the test's own houses. */
async function ownerBooking(on: number, arrival: string, departure: string, kind = 'OwnerBooking', extra = {}) {
  return addStay(database.db, on, { kind, arrival, departure, resNo: String(nextResNo++), source: 'Owner', ...extra });
}

async function stay(id: number) {
  return database.db.selectFrom('stays').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function notificationCount(): Promise<number> {
  const rows = await database.db.selectFrom('notifications').select('id').where('accountId', '=', ownerId).execute();
  return rows.length;
}

describe('DELETE /api/owner-bookings/:id', () => {
  it('answers 401 without a session', async () => {
    expect((await test.app.inject({ method: 'DELETE', url: '/api/owner-bookings/1' })).statusCode).toBe(401);
  });

  it('cancels an owner booking that has not started, keeps it as history and notifies the owner', async () => {
    const id = await ownerBooking(houseId, '2027-01-20', '2027-01-25', 'MyRent');
    const before = await notificationCount();
    const response = await remove(id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await stay(id)).toMatchObject({ canceled: true, canceledByAccountId: ownerId });
    const newest = await database.db
      .selectFrom('notifications')
      .select(['type', 'payload'])
      .where('accountId', '=', ownerId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(newest.type).toBe('reservation');
    expect(newest.payload).toMatchObject({ reservation: { stayId: id, change: 'CANCELED', accommodationCode: 'HR9100.100.9', arrivalDate: '2027-01-20' } });
    expect(await notificationCount()).toBe(before + 1);
  });

  it('takes a removed booking out of the reservation lists and their counts; a stay the guest canceled stays listed', async () => {
    const list = async () => ReservationPage.parse((await test.app.inject({ method: 'GET', url: `/api/reservations?properties=HR9100.100.9&dateFrom=2027-03-01&dateTo=2027-03-31`, cookies: owner })).json());
    const kept = await ownerBooking(houseId, '2027-03-01', '2027-03-03');
    const removed = await ownerBooking(houseId, '2027-03-10', '2027-03-12');
    const guestCanceled = await addStay(database.db, houseId, { kind: 'Reservation', arrival: '2027-03-20', departure: '2027-03-22', resNo: String(nextResNo++), canceled: true });
    const before = await list();
    expect(before.content.map((reservation) => reservation.id)).toEqual([kept, removed, guestCanceled].map(String));
    expect((await remove(removed)).statusCode).toBe(204);
    const after = await list();
    expect(after.content.map((reservation) => reservation.id)).toEqual([kept, guestCanceled].map(String));
    expect(after.total).toBe(before.total - 1);
    // Its page stays, as the history the inbox card links to.
    expect((await test.app.inject({ method: 'GET', url: `/api/reservations/${removed}`, cookies: owner })).statusCode).toBe(200);
  });

  it('lists a guest staying now (arrived before today, 10 July) among the departures from today, where the dashboard sends "N more"', async () => {
    const otherHouse = await createHouse(database.db, ownerId, 'HR9100.200.9');
    const staying = await addStay(database.db, otherHouse, { kind: 'Reservation', arrival: '2026-07-05', departure: '2026-07-12', resNo: String(nextResNo++) });
    const ids = async (query: string) =>
      ReservationPage.parse((await test.app.inject({ method: 'GET', url: `/api/reservations?properties=HR9100.200.9${query}`, cookies: owner })).json()).content.map((reservation) => reservation.id);
    expect(await ids('&sort=departure&rangeType=departureDate')).toContain(String(staying));
    expect(await ids('')).not.toContain(String(staying));
  });

  it('gives an owner booking’s note as the owner’s note, never as guest comments; a guest’s comment stays hidden', async () => {
    const read = async (id: number) => Reservation.parse((await test.app.inject({ method: 'GET', url: `/api/reservations/${id}`, cookies: owner })).json());
    const own = await ownerBooking(houseId, '2027-04-01', '2027-04-03', 'OwnerBooking', { comment: 'Painters on Monday' });
    expect(await read(own)).toMatchObject({ ownerNote: 'Painters on Monday', commentsAvailable: false });
    const guest = await addStay(database.db, houseId, { kind: 'Reservation', arrival: '2027-04-10', departure: '2027-04-12', resNo: String(nextResNo++), comment: 'Late arrival' });
    const guests = await read(guest);
    expect(guests).toMatchObject({ ownerNote: null, commentsAvailable: true });
    expect(JSON.stringify(guests)).not.toContain('Late arrival');
  });

  it('is idempotent: removing again answers 204 without a second notification', async () => {
    const id = await ownerBooking(houseId, '2027-01-26', '2027-01-28');
    expect((await remove(id)).statusCode).toBe(204);
    const after = await notificationCount();
    expect((await remove(id)).statusCode).toBe(204);
    expect(await notificationCount()).toBe(after);
  });

  it('lets parallel removals of one booking create a single notification', async () => {
    const id = await ownerBooking(houseId, '2027-02-01', '2027-02-04');
    const before = await notificationCount();
    const answers = await Promise.all([remove(id), remove(id), remove(id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204]);
    expect(await notificationCount()).toBe(before + 1);
  });

  it('refuses a booking that started today or earlier with 409 booking_started', async () => {
    for (const [arrival, departure] of [
      ['2026-07-10', '2026-07-11'],
      ['2026-01-20', '2026-01-22'],
    ] as const) {
      const id = await ownerBooking(houseId, arrival, departure);
      const response = await remove(id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'booking_started' });
      expect((await stay(id)).canceled).toBe(false);
    }
  });

  it('refuses a booking canceled by someone else with 409', async () => {
    const id = await ownerBooking(houseId, '2027-02-10', '2027-02-12', 'OwnerBooking', { canceled: true });
    expect((await remove(id)).statusCode).toBe(409);
  });

  it("answers 404 and changes nothing for guest reservations, another account's booking and unknown ids", async () => {
    const guest = await ownerBooking(houseId, '2027-02-15', '2027-02-18', 'Reservation');
    const foreign = await ownerBooking(agencyHouseId, '2027-12-20', '2027-12-27');
    const before = await notificationCount();
    for (const id of [guest, foreign, 987_654_321, 'x', '-1']) {
      const response = await remove(id);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found' });
    }
    expect((await stay(guest)).canceled).toBe(false);
    expect((await stay(foreign)).canceled).toBe(false);
    expect(await notificationCount()).toBe(before);
  });
});
