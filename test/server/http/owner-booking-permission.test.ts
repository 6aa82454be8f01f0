import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { accountIdOf, addStay, createAccount, createHouse, sessionFor, SUMMER_MORNING } from '../helpers/fixtures';
import { buildTestApp, TestClock, type TestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;
let keyholder: Record<string, string>;
let viewer: Record<string, string>;
let viewerHouse: number;
const CODE = 'HR9700.100.1';

beforeAll(async () => {
  database = await freshPglite();
  test = await buildTestApp(database, { clock: new TestClock(SUMMER_MORNING) });
  // The demo keyholder, and an account of the test's own that sees its home's calendar but may not book it.
  keyholder = await sessionFor(test, '100003');
  await createAccount(database.db, 'T-VIEW', { permissions: ['ViewCalendar'] });
  viewerHouse = await createHouse(database.db, await accountIdOf(database.db, 'T-VIEW'), CODE);
  viewer = await sessionFor(test, 'T-VIEW');
});
afterAll(async () => {
  await test.app.close();
  await database.close();
});

const stayCount = async () => (await database.db.selectFrom('stays').select('id').where('accommodationId', '=', viewerHouse).execute()).length;
const book = (cookies: Record<string, string>) =>
  test.app.inject({
    method: 'POST',
    url: '/api/owner-bookings',
    cookies,
    headers: { 'idempotency-key': `perm-${Math.random().toString(36).slice(2, 12)}` },
    payload: { accommodationCode: CODE, arrivalDate: '2027-03-01', departureDate: '2027-03-05', kind: 'OwnerBooking' },
  });

describe('owner bookings need BookOwnerStays', () => {
  it('answers 403 to the keyholder (calendar, no booking) and books nothing', async () => {
    const response = await book(keyholder);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
  });

  it('answers 403 to an account that sees the home’s calendar, books nothing, and the calendar still reads', async () => {
    const before = await stayCount();
    expect((await book(viewer)).statusCode).toBe(403);
    expect(await stayCount()).toBe(before);
    expect((await test.app.inject({ method: 'GET', url: `/api/calendar/${CODE}?from=2027-03-01&to=2027-03-31`, cookies: viewer })).statusCode).toBe(200);
  });

  it('answers 403 to a removal without the permission and keeps the booking', async () => {
    const id = await addStay(database.db, viewerHouse, { kind: 'OwnerBooking', arrival: '2027-04-01', departure: '2027-04-03', resNo: '97000001', source: 'Owner' });
    expect((await test.app.inject({ method: 'DELETE', url: `/api/owner-bookings/${id}`, cookies: viewer })).statusCode).toBe(403);
    const stay = await database.db.selectFrom('stays').select('canceled').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stay.canceled).toBe(false);
  });

  it('books once the account has the permission', async () => {
    await database.db.updateTable('accounts').set({ permissions: ['ViewCalendar', 'BookOwnerStays'] }).where('userId', '=', 'T-VIEW').execute();
    // Sessions carry the permissions they started with: a new one sees the change.
    viewer = await sessionFor(test, 'T-VIEW');
    expect((await book(viewer)).statusCode).toBe(201);
  });
});
