import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ReservationChange } from '../../../src/contract/reservations';
import { migrateToLatest } from '../../../src/server/db/migrate';
import * as init from '../../../src/server/db/migrations/0001_init';
import { guestNights } from '../../../src/server/repositories/figures-repository';
import {
  hasUnread,
  insertNotification,
  listNotifications,
  markRead,
  markRenewalHandled,
  markSurveyAnswered,
} from '../../../src/server/repositories/notifications-repository';
import { pushTargetsOf, trimPushSubscriptions, upsertPushSubscription } from '../../../src/server/repositories/push-subscriptions-repository';
import { upsertRating } from '../../../src/server/repositories/ratings-repository';
import { renewedAccommodations, upsertRenewal } from '../../../src/server/repositories/renewals-repository';
import { findReservation, pageReservations, staysAround } from '../../../src/server/repositories/reservations-repository';
import { settingOrInsert } from '../../../src/server/repositories/settings-repository';
import { cancelStay, lockOwnStay, nextReservationNumber } from '../../../src/server/repositories/stays-repository';
import { type DatabaseHandle, forEachDatabase } from '../../support/db';
import { addStay, createAccount, createHouse } from '../helpers/fixtures';

forEachDatabase('portal queries', (open) => {
  let database: DatabaseHandle;
  let owner: number;
  let stranger: number;
  let north: number;
  let south: number;
  let strangersHouse: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await open('migrated');
    const db = database.db;
    [owner, stranger] = await Promise.all([createAccount(db, 'Q-OWNER'), createAccount(db, 'Q-STRANGER')]);
    north = await createHouse(db, owner, 'HR9400.100.1');
    south = await createHouse(db, owner, 'HR9400.100.2');
    strangersHouse = await createHouse(db, stranger, 'HR9400.100.3');
    let resNo = 94_000_000;
    const stay = async (name: string, house: number, kind: string, arrival: string, departure: string, extra = {}) => {
      ids[name] = await addStay(db, house, { kind, arrival, departure, resNo: kind === 'Blocked' ? null : String(resNo++), ...extra });
    };
    await stay('a', north, 'Reservation', '2026-07-01', '2026-07-08', { revenueCents: 70_000, currency: 'EUR' });
    await stay('b', north, 'OwnerBooking', '2026-07-08', '2026-07-12');
    await stay('c', north, 'Reservation', '2026-07-10', '2026-07-11', { canceled: true, revenueCents: 10_000, currency: 'EUR' });
    await stay('d', south, 'MyRent', '2026-07-05', '2026-07-09');
    await stay('e', south, 'HouseClosing', '2026-12-20', '2027-01-10');
    await stay('f', south, 'Reservation', '2026-12-28', '2027-01-02', { canceled: true });
    await stay('g', south, 'Blocked', '2026-07-20', '2026-07-22');
    await stay('h', north, 'Reservation', '2026-12-29', '2027-01-03', { revenueCents: 50_000, currency: 'SEK' });
    await stay('i', strangersHouse, 'Reservation', '2026-07-01', '2026-07-08');
  });
  afterAll(() => database.close());

  const filter = () => ({ accountId: owner, accommodationIds: null, rangeType: 'arrivalDate' as const, sort: 'arrival' as const, offset: 0, limit: 100 });

  it('pages reservation kinds of the given houses by arrival, with the total of all pages', async () => {
    const { rows, total } = await pageReservations(database.db, filter());
    expect(rows.map((row) => row.id)).toEqual([ids.a, ids.d, ids.b, ids.c, ids.e, ids.f, ids.h]);
    expect(rows[0]).toMatchObject({ accommodationCode: 'HR9400.100.1', accommodationName: 'House HR9400.100.1', resNo: expect.any(String) });
    expect(total).toBe(7);
    const second = await pageReservations(database.db, { ...filter(), offset: 2, limit: 2 });
    expect(second).toMatchObject({ total: 7, rows: [{ id: ids.b }, { id: ids.c }] });
    expect(await pageReservations(database.db, { ...filter(), offset: 50, limit: 10 })).toEqual({ rows: [], total: 7 });
    expect((await pageReservations(database.db, { ...filter(), accommodationIds: [south] })).total).toBe(3);
    expect(await pageReservations(database.db, { ...filter(), accommodationIds: [] })).toEqual({ rows: [], total: 0 });
    expect(await pageReservations(database.db, { ...filter(), accountId: stranger, accommodationIds: [north] })).toEqual({ rows: [], total: 0 });
  });

  it('filters by arrival, departure or overlap, and sorts by departure', async () => {
    const houses = filter();
    const arrivals = await pageReservations(database.db, { ...houses, dateFrom: '2026-07-05', dateTo: '2026-07-08' });
    expect(arrivals.rows.map((row) => row.id)).toEqual([ids.d, ids.b]);
    const departures = await pageReservations(database.db, { ...houses, rangeType: 'departureDate', sort: 'departure', dateTo: '2026-07-09' });
    expect(departures.rows.map((row) => [row.id, row.departure])).toEqual([
      [ids.a, '2026-07-08'],
      [ids.d, '2026-07-09'],
    ]);
    const overlapping = await pageReservations(database.db, { ...houses, rangeType: 'intersection', dateFrom: '2026-07-08', dateTo: '2026-07-08' });
    expect(overlapping.rows.map((row) => row.id)).toEqual([ids.d, ids.b]);
    const newYear = await pageReservations(database.db, { ...houses, rangeType: 'intersection', dateFrom: '2027-01-01' });
    expect(newYear.rows.map((row) => row.id)).toEqual([ids.e, ids.f, ids.h]);
  });

  it("finds a reservation only for its own account and only of a reservation kind", async () => {
    expect(await findReservation(database.db, owner, { stayId: ids.a! })).toMatchObject({ id: ids.a, arrival: '2026-07-01', departure: '2026-07-08' });
    expect(await findReservation(database.db, stranger, { stayId: ids.a! })).toBeUndefined();
    expect(await findReservation(database.db, owner, { stayId: ids.g! })).toBeUndefined();
  });

  it('lists the active stays around a day for the dashboard', async () => {
    const around = await staysAround(database.db, owner, ['Reservation', 'MyRent', 'OwnerBooking'], '2026-07-08', '2026-07-10');
    expect(around.map((row) => row.id)).toEqual([ids.d, ids.b]);
  });

  it("counts this year's guest nights", async () => {
    // a 7, d 4, h 3 of 5 in 2026; owner bookings, closings, blocked days and canceled stays do not count.
    expect(await guestNights(database.db, owner, '2026-01-01', '2027-01-01')).toBe(14);
    expect(await guestNights(database.db, owner, '2027-01-01', '2028-01-01')).toBe(2);
  });

  it('locks and cancels a stay of the account only', async () => {
    await database.db.transaction().execute(async (trx) => {
      expect(await lockOwnStay(trx, stranger, ids.b!)).toBeUndefined();
      const locked = await lockOwnStay(trx, owner, ids.b!);
      expect(locked).toMatchObject({ kind: 'OwnerBooking', arrival: '2026-07-08', canceled: false, accommodationCode: 'HR9400.100.1' });
      await cancelStay(trx, ids.b!, owner, new Date('2026-07-01T00:00:00Z'));
    });
    expect(await lockOwnStay(database.db, owner, ids.b!)).toMatchObject({ canceled: true, canceledByAccountId: owner });
  });

  it('keeps each stay on its accommodation’s account, also when a house changes hands', async () => {
    const account = async (id: number) => (await database.db.selectFrom('stays').select('accountId').where('id', '=', id).executeTakeFirstOrThrow()).accountId;
    expect(await account(ids.i!)).toBe(stranger);
    await database.db.updateTable('accommodations').set({ accountId: owner }).where('id', '=', strangersHouse).execute();
    expect(await account(ids.i!)).toBe(owner);
    await database.db.updateTable('stays').set({ accountId: stranger }).where('id', '=', ids.i!).execute();
    expect(await account(ids.i!)).toBe(owner);
    await database.db.updateTable('accommodations').set({ accountId: stranger }).where('id', '=', strangersHouse).execute();
    expect(await account(ids.i!)).toBe(stranger);
  });

  it('numbers new reservations from the sequence', async () => {
    const [first, second] = [await nextReservationNumber(database.db), await nextReservationNumber(database.db)];
    expect(Number(first)).toBeGreaterThanOrEqual(30_000_001);
    expect(Number(second)).toBe(Number(first) + 1);
  });

  it('keeps notifications per account, newest first, and marks renewal cards handled', async () => {
    const at = (day: number) => new Date(Date.UTC(2026, 6, day));
    const renewal = { renewal: { accommodationCode: 'HR9400.100.1', year: 2027, autoRenew: true } };
    const first = await insertNotification(database.db, { accountId: owner, type: 'renewal', payload: renewal, createdAt: at(1) });
    const second = await insertNotification(database.db, { accountId: owner, type: 'feedback', payload: {}, createdAt: at(2) });
    await insertNotification(database.db, { accountId: stranger, type: 'feedback', payload: {}, createdAt: at(3) });
    expect((await listNotifications(database.db, owner, { limit: 10 })).map((row) => row.id)).toEqual([second.id, first.id]);
    expect((await listNotifications(database.db, owner, { limit: 10, types: ['renewal'] })).map((row) => row.id)).toEqual([first.id]);
    expect(await markRead(database.db, stranger, second.id)).toBe(false);
    expect(await markRead(database.db, owner, second.id)).toBe(true);
    expect((await listNotifications(database.db, owner, { limit: 10, unreadOnly: true })).map((row) => row.id)).toEqual([first.id]);
    expect(first.actionTaken).toBeNull();
    await markRenewalHandled(database.db, owner, 'HR9400.100.1', 'manual', at(4));
    const [handled] = await listNotifications(database.db, owner, { limit: 1, types: ['renewal'] });
    expect(handled).toMatchObject({ isRead: true, payload: { renewal: { ...renewal.renewal, handled: 'manual' } } });
    expect(handled!.actionTaken).toEqual({ result: 'offerRequested', at: at(4) });
    expect(await hasUnread(database.db, owner)).toBe(false);
    expect(await hasUnread(database.db, stranger)).toBe(true);
  });

  it('answers the open feedback cards of the account only, keeping the first answer', async () => {
    const at = (day: number) => new Date(Date.UTC(2026, 8, day));
    const mine = await insertNotification(database.db, { accountId: owner, type: 'feedback', payload: {}, createdAt: at(1) });
    const theirs = await insertNotification(database.db, { accountId: stranger, type: 'feedback', payload: {}, createdAt: at(1) });
    await markSurveyAnswered(database.db, owner, at(2));
    await markSurveyAnswered(database.db, owner, at(3));
    const cards = async (accountId: number) => listNotifications(database.db, accountId, { limit: 20, types: ['feedback'] });
    expect((await cards(owner)).find((row) => row.id === mine.id)).toMatchObject({ isRead: true, actionTaken: { result: 'surveyAnswered', at: at(2) } });
    expect((await cards(stranger)).find((row) => row.id === theirs.id)).toMatchObject({ isRead: false, actionTaken: null });
  });

  it('stores ratings and renewals as upserts', async () => {
    const now = new Date('2026-07-10T08:00:00Z');
    await upsertRating(database.db, { accountId: owner, ratedOn: '2026-07-10', rating: 3, now });
    await upsertRating(database.db, { accountId: owner, ratedOn: '2026-07-10', rating: 9, now });
    expect(await database.db.selectFrom('ratings').select(['rating']).where('accountId', '=', owner).execute()).toEqual([{ rating: 9 }]);
    await upsertRenewal(database.db, { accommodationId: north, year: 2027, mode: 'manual', accountId: owner, now });
    await upsertRenewal(database.db, { accommodationId: north, year: 2027, mode: 'auto', accountId: owner, now });
    expect(await renewedAccommodations(database.db, [north, south], 2027)).toEqual(new Set([north]));
  });

  it('moves a push endpoint to the account that subscribed last, trims and honours the preference', async () => {
    const now = new Date('2026-07-10T08:00:00Z');
    const subscribe = (accountId: number, endpoint: string, minutes = 0, expirationTime: Date | null = null) =>
      upsertPushSubscription(database.db, { accountId, endpoint, p256dh: 'p', auth: 'a', expirationTime, now: new Date(now.getTime() + minutes * 60_000) });
    await subscribe(stranger, 'https://push.example.com/shared');
    await subscribe(owner, 'https://push.example.com/shared', 1);
    await subscribe(owner, 'https://push.example.com/old', 0);
    await subscribe(owner, 'https://push.example.com/expired', 2, new Date('2026-07-01T00:00:00Z'));
    expect((await pushTargetsOf(database.db, stranger, now)).subscriptions).toEqual([]);
    expect((await pushTargetsOf(database.db, owner, now)).subscriptions.map((row) => row.endpoint).sort()).toEqual([
      'https://push.example.com/old',
      'https://push.example.com/shared',
    ]);
    await trimPushSubscriptions(database.db, owner, 2);
    expect((await pushTargetsOf(database.db, owner, now)).subscriptions.map((row) => row.endpoint)).toEqual(['https://push.example.com/shared']);
    await database.db.updateTable('accounts').set({ pushEnabled: false }).where('id', '=', owner).execute();
    expect((await pushTargetsOf(database.db, owner, now)).subscriptions).toEqual([]);
  });

  it('creates a setting once, whoever asks first', async () => {
    let made = 0;
    const values = await Promise.all(Array.from({ length: 5 }, () => settingOrInsert(database.db, 'test.once', () => ({ n: ++made }))));
    expect(new Set(values.map((value) => JSON.stringify(value))).size).toBe(1);
  });

  it('gives changes stored before migration 0002 the contract shape', async () => {
    const legacy = await open('blank');
    try {
      const migrator = new Migrator({ db: legacy.db, provider: { getMigrations: async () => ({ '0001_init': init }) } });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const [account] = await legacy.db.insertInto('accounts').values({ userId: 'L', contactId: 'L', username: 'L', passwordHash: 'x' }).returning('id').execute();
      const house = await createHouse(legacy.db, account!.id, 'HR9500.100.1');
      const changes = [{ changedAt: '2026-01-02T10:00:00.000Z', changes: [{ type: 'dates', previous: { arrivalDate: '2026-06-28', departureDate: '2026-07-05' } }, { type: 'pax', previous: 3 }] }];
      await legacy.db
        .insertInto('stays')
        .values({ accommodationId: house, kind: 'Reservation', period: '[2026-07-01,2026-07-08)', resNo: '1', pax: 4, changes: JSON.stringify(changes) })
        .execute();
      await migrateToLatest(legacy.db);
      const { changes: reshaped } = await legacy.db.selectFrom('stays').select('changes').executeTakeFirstOrThrow();
      expect(ReservationChange.parse((reshaped as unknown[])[0])).toEqual({
        changedAt: '2026-01-02T10:00:00.000Z',
        changes: [
          { type: 'dates', previous: { arrivalDate: '2026-06-28', departureDate: '2026-07-05' }, current: { arrivalDate: '2026-07-01', departureDate: '2026-07-08' } },
          { type: 'pax', previous: { adults: 3, children: 0 }, current: { adults: 4, children: 0 } },
        ],
      });
    } finally {
      await legacy.close();
    }
  });
});
