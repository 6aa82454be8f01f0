import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, forEachDatabase } from '../../support/db';
import { createAccount, createHouse, sessionFor } from '../helpers/fixtures';
import { buildTestApp, TestClock, type TestApp } from '../helpers/test-app';

/** The exclusion constraint has the last word however requests interleave: one of 100 overlapping bookings wins. */
forEachDatabase('parallel owner bookings', (open) => {
  let database: DatabaseHandle;
  let test: TestApp;
  let cookies: Record<string, string>;
  let houseId: number;

  beforeAll(async () => {
    database = await open('migrated');
    test = await buildTestApp(database, { clock: new TestClock(Date.parse('2026-07-10T08:00:00Z')) });
    const accountId = await createAccount(database.db, '990001', { permissions: ['ViewCalendar', 'BookOwnerStays'] });
    houseId = await createHouse(database.db, accountId, 'HR9400.100.1');
    cookies = await sessionFor(test, '990001');
  });
  afterAll(async () => {
    await test.app.close();
    await database.close();
  });

  it('creates exactly one of 100 parallel overlapping bookings; the others answer 409 dates_unavailable', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        test.app.inject({
          method: 'POST',
          url: '/api/owner-bookings',
          cookies,
          headers: { 'idempotency-key': `parallel-${String(index).padStart(3, '0')}` },
          payload: { accommodationCode: 'HR9400.100.1', arrivalDate: `2026-08-${String(1 + (index % 5)).padStart(2, '0')}`, departureDate: '2026-08-09', kind: 'OwnerBooking' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(99);
    for (const answer of answers.filter((one) => one.statusCode === 409)) expect(answer.json().code).toBe('dates_unavailable');
    const stays = await database.db.selectFrom('stays').select('id').where('accommodationId', '=', houseId).where('canceled', '=', false).execute();
    expect(stays).toHaveLength(1);
  }, 90_000);

  it('answers 100 parallel requests with one key with the same booking, created once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        test.app.inject({
          method: 'POST',
          url: '/api/owner-bookings',
          cookies,
          headers: { 'idempotency-key': 'one-key-for-all' },
          payload: { accommodationCode: 'HR9400.100.1', arrivalDate: '2026-09-01', departureDate: '2026-09-03', kind: 'OwnerBooking' },
        }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    const notifications = await database.db.selectFrom('notifications').select('id').execute();
    expect(notifications).toHaveLength(2);
  }, 90_000);
});
