import { afterAll, beforeAll, expect, it } from 'vitest';
import { dateRange } from '../../../src/server/db/sql-values';
import {
  exportedStays,
  feedExportTokenOf,
  homeByExportToken,
  insertFeed,
  insertSyncLog,
  recentSyncLog,
} from '../../../src/server/repositories/ical-repository';
import { type DatabaseHandle, forEachDatabase } from '../../support/db';
import { addStay, createAccount, createHouse } from '../helpers/fixtures';

const token = (seed: string) => seed.repeat(43).slice(0, 43);

forEachDatabase('iCal export queries (migration 0026)', (open) => {
  let database: DatabaseHandle;
  let house: number;
  let airbnb: number;
  let booking: number;
  const stays: Record<string, number> = {};

  beforeAll(async () => {
    database = await open('migrated');
    const db = database.db;
    house = await createHouse(db, await createAccount(db, 'X-OWNER'), 'HR9700.100.1');
    const now = new Date('2026-07-10T08:00:00Z');
    airbnb = (await insertFeed(db, house, 'Airbnb', 'webcal://calendar.example/a.ics', token('a'), now))!;
    booking = (await insertFeed(db, house, 'Booking', 'https://calendar.example/b.ics', token('b'), now))!;
    stays.own = await addStay(db, house, { kind: 'OwnerBooking', arrival: '2026-07-20', departure: '2026-07-22', resNo: '97000001' });
    stays.external = await addStay(db, house, { kind: 'ExternalBooking', arrival: '2026-07-01', departure: '2026-07-03', resNo: null });
    for (const [feedId, name, from, to] of [
      [airbnb, 'fromAirbnb', '2026-08-01', '2026-08-05'],
      [booking, 'fromBooking', '2026-09-01', '2026-09-05'],
    ] as const) {
      stays[name] = await addStay(db, house, { kind: 'ExternalBooking', arrival: from, departure: to, resNo: null });
      await db.insertInto('icalFeedEvents').values({ feedId, occurrence: name, period: dateRange(from, to), title: '', stayId: stays[name] }).execute();
    }
  });
  afterAll(() => database.close());

  const ids = async (forFeed: number | null) => (await exportedStays(database.db, house, '2026-06-01', forFeed)).stays.map((stay) => stay.id);

  it("exports a platform every stay but its own imports; the home's address no imports", async () => {
    expect(await ids(airbnb)).toEqual([stays.external, stays.own, stays.fromBooking]);
    expect(await ids(booking)).toEqual([stays.external, stays.own, stays.fromAirbnb]);
    expect(await ids(null)).toEqual([stays.own]);
  });

  it('finds the home behind a platform token, and gives an older feed a token once', async () => {
    expect(await homeByExportToken(database.db, token('a'))).toMatchObject({ id: house, code: 'HR9700.100.1', forFeed: airbnb });
    expect(await homeByExportToken(database.db, token('z'))).toBeUndefined();
    await database.db.updateTable('icalFeeds').set({ exportToken: null }).where('id', '=', booking).execute();
    expect(await feedExportTokenOf(database.db, booking, token('c'))).toBe(token('c'));
    expect(await feedExportTokenOf(database.db, booking, token('d'))).toBe(token('c'));
  });

  it('keeps skipped and replaced events with a log line, and refuses addresses that are not http(s) or webcal', async () => {
    const at = new Date('2026-07-10T09:00:00Z');
    const skipped = [{ uid: 'bad', reason: 'invalid_value' as const }];
    const replaced = [{ uid: 'twice', by: 'stamp' as const }];
    await insertSyncLog(database.db, airbnb, at, { outcome: 'changed', added: 1, updated: 0, removed: 0, conflicts: 0, error: null, skipped, replaced });
    expect(await recentSyncLog(database.db, [airbnb], 5)).toEqual([expect.objectContaining({ feedId: airbnb, skipped, replaced })]);
    await expect(insertFeed(database.db, house, 'FTP', 'ftp://calendar.example/c.ics', token('e'), at)).rejects.toThrow();
  });
});
