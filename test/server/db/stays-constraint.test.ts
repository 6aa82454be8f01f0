import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertStay, isOverlapError, OVERLAP_SQLSTATE, type StayInput } from '../../../src/server/repositories/stays-repository';
import { type DatabaseHandle, forEachDatabase } from '../../support/db';

forEachDatabase('stays exclusion constraint', (open, engine) => {
  let database: DatabaseHandle;
  let house: number;
  let other: number;

  beforeAll(async () => {
    database = await open('migrated');
    const { id: accountId } = await database.db
      .insertInto('accounts')
      .values({ userId: 'u1', contactId: 'c1', username: 'u1', passwordHash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const houses = await database.db
      .insertInto('accommodations')
      .values(
        ['HR1000.100.1', 'HR1000.100.2'].map((code) => ({
          code,
          accountId,
          name: code,
          country: 'HR',
          region: 'Istria',
          place: 'Poreč',
          contractStatus: 'ACTIVE',
          contractStart: '2020-01-01',
          pax: 4,
        })),
      )
      .returning('id')
      .execute();
    [house, other] = houses.map((row) => row.id) as [number, number];
  });
  afterAll(() => database.close());

  const stay = (arrival: string, departure: string, extra: Partial<StayInput> = {}): StayInput => ({
    accommodationId: house,
    kind: 'OwnerBooking',
    arrival,
    departure,
    ...extra,
  });

  it('refuses an overlapping active stay with SQLSTATE 23P01', async () => {
    await insertStay(database.db, stay('2026-07-01', '2026-07-08'));
    const error = await insertStay(database.db, stay('2026-07-05', '2026-07-10')).catch((caught: unknown) => caught);
    expect(isOverlapError(error)).toBe(true);
    expect((error as { code: string }).code).toBe(OVERLAP_SQLSTATE);
  });

  it('allows back-to-back stays (departure day is the next arrival day)', async () => {
    await insertStay(database.db, stay('2026-07-08', '2026-07-15'));
    await insertStay(database.db, stay('2026-06-24', '2026-07-01'));
  });

  it('allows overlapping a canceled stay, and canceled stays among themselves', async () => {
    await insertStay(database.db, stay('2026-08-01', '2026-08-08', { canceled: true }));
    await insertStay(database.db, stay('2026-08-03', '2026-08-10', { canceled: true }));
    await insertStay(database.db, stay('2026-08-01', '2026-08-08'));
  });

  it('only compares stays of the same accommodation', async () => {
    await insertStay(database.db, { ...stay('2026-07-01', '2026-07-08'), accommodationId: other });
  });

  it('refuses empty and inverted periods', async () => {
    await expect(insertStay(database.db, stay('2026-09-01', '2026-09-01'))).rejects.toThrow();
    await expect(insertStay(database.db, stay('2026-09-05', '2026-09-01'))).rejects.toThrow();
  });

  if (engine === 'postgres') {
    it('lets exactly one of 100 parallel overlapping bookings through', async () => {
      const attempts = Array.from({ length: 100 }, (_, index) =>
        insertStay(database.db, stay('2026-10-01', `2026-10-${String(5 + (index % 20)).padStart(2, '0')}`)).then(
          () => 'stored' as const,
          (error: unknown) => (isOverlapError(error) ? ('refused' as const) : Promise.reject(error)),
        ),
      );
      const outcomes = await Promise.all(attempts);
      expect(outcomes.filter((outcome) => outcome === 'stored')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(99);
    });
  }
});
