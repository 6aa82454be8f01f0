import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
