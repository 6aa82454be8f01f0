import { afterAll, beforeAll, expect, it } from 'vitest';
import { dateRange } from '../../../src/server/db/sql-values';
import { activeStaysBetween, conflictsBetween } from '../../../src/server/repositories/calendar-repository';
import { type DatabaseHandle, forEachDatabase } from '../../support/db';
import { addStay, createAccount, createHouse } from '../helpers/fixtures';

forEachDatabase('calendar queries', (open) => {
  let database: DatabaseHandle;
  let north: number;
  let south: number;
  let strangers: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await open('migrated');
    const db = database.db;
    const [owner, stranger] = await Promise.all([createAccount(db, 'C-OWNER'), createAccount(db, 'C-STRANGER')]);
    north = await createHouse(db, owner, 'HR9500.100.1');
    south = await createHouse(db, owner, 'HR9500.100.2');
    strangers = await createHouse(db, stranger, 'HR9500.100.3');
    ids.northJuly = await addStay(db, north, { kind: 'Reservation', arrival: '2026-07-01', departure: '2026-07-08', resNo: '95000001', travellerName: 'Ana' });
    ids.southJuly = await addStay(db, south, { kind: 'OwnerBooking', arrival: '2026-07-05', departure: '2026-07-09', resNo: '95000002' });
    ids.southCanceled = await addStay(db, south, { kind: 'Reservation', arrival: '2026-07-20', departure: '2026-07-22', resNo: '95000003', canceled: true });
    ids.northAugust = await addStay(db, north, { kind: 'Blocked', arrival: '2026-08-10', departure: '2026-08-12', resNo: null });
    ids.strangersJuly = await addStay(db, strangers, { kind: 'Reservation', arrival: '2026-07-01', departure: '2026-07-08', resNo: '95000004' });
    // An imported event on each of two homes that clashes with a stay there (no stay of its own).
    for (const [name, house, from, to] of [
      ['southConflict', south, '2026-07-06', '2026-07-10'],
      ['strangersConflict', strangers, '2026-07-02', '2026-07-03'],
    ] as const) {
      const feed = await db.insertInto('icalFeeds').values({ accommodationId: house, name: 'Other', url: 'https://calendar.example/x.ics' }).returning('id').executeTakeFirstOrThrow();
      const event = await db.insertInto('icalFeedEvents').values({ feedId: feed.id, occurrence: name, period: dateRange(from, to), title: name, stayId: null }).returning('id').executeTakeFirstOrThrow();
      ids[name] = event.id;
    }
  });
  afterAll(() => database.close());

  it('reads the active stays of several homes in one query, each with its home, by arrival', async () => {
    const stays = await activeStaysBetween(database.db, [north, south], '2026-07-01', '2026-08-01');
    expect(stays.map((stay) => [stay.id, stay.accommodationId])).toEqual([
      [ids.northJuly, north],
      [ids.southJuly, south],
    ]);
    expect(stays[0]).toMatchObject({ kind: 'Reservation', arrival: '2026-07-01', departure: '2026-07-08', travellerName: 'Ana', feedId: null });
    expect((await activeStaysBetween(database.db, [north], '2026-07-01', '2026-09-01')).map((stay) => stay.id)).toEqual([ids.northJuly, ids.northAugust]);
    expect(await activeStaysBetween(database.db, [], '2026-07-01', '2026-09-01')).toEqual([]);
  });

  it('reads the conflicting imported events of several homes, each with its home, and nothing of other homes', async () => {
    const conflicts = await conflictsBetween(database.db, [north, south], '2026-07-01', '2026-08-01');
    expect(conflicts).toEqual([{ id: ids.southConflict, accommodationId: south, feedId: expect.any(Number), arrival: '2026-07-06', departure: '2026-07-10', title: 'southConflict', feedName: expect.any(String) }]);
    expect((await conflictsBetween(database.db, [strangers], '2026-07-01', '2026-08-01')).map((event) => event.id)).toEqual([ids.strangersConflict]);
    expect(await conflictsBetween(database.db, [north, south], '2026-07-10', '2026-08-01')).toEqual([]);
    expect(await conflictsBetween(database.db, [], '2026-07-01', '2026-08-01')).toEqual([]);
  });
});
