import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertPayout } from '../../../src/server/repositories/payments-repository';
import { reservationMoney } from '../../../src/server/repositories/reservation-money-repository';
import { type DatabaseHandle, forEachDatabase } from '../../support/db';
import { createAccount, createHouse } from '../helpers/fixtures';

/** The bookings of one reservation with their payout, on both engines. */
forEachDatabase('reservation money queries', (open) => {
  let database: DatabaseHandle;
  let owner: number;
  let stranger: number;
  let house: number;
  let otherHouse: number;
  let paid: number;

  beforeAll(async () => {
    database = await open('migrated');
    const db = database.db;
    [owner, stranger] = await Promise.all([createAccount(db, 'RM-OWNER', { permissions: ['ViewPayments'] }), createAccount(db, 'RM-STRANGER', { permissions: ['ViewPayments'] })]);
    house = await createHouse(db, owner, 'HR9600.100.1');
    otherHouse = await createHouse(db, owner, 'HR9600.100.2');
    paid = await insertPayout(db, owner, { date: '2026-06-10', cents: 70_000, currency: 'EUR', transactionIds: [] });
    const booking = (accountId: number, accommodationId: number, resNo: string, kind: string, direction: 'credit' | 'debit', cents: number, payoutId: number | null) => ({
      accountId,
      accommodationId,
      resNo,
      valueDate: '2026-06-01',
      kind,
      direction,
      amountCents: cents,
      currency: 'EUR',
      arrival: '2026-06-01',
      payoutId,
    });
    await db
      .insertInto('paymentTransactions')
      .values([
        booking(owner, house, '96000001', 'rental_income', 'credit', 100_000, paid),
        booking(owner, house, '96000001', 'commission', 'debit', 20_000, paid),
        booking(owner, house, '96000001', 'cleaning', 'debit', 4_500, null),
        booking(owner, otherHouse, '96000001', 'rental_income', 'credit', 1, null),
        booking(owner, house, '96000002', 'rental_income', 'credit', 50_000, null),
        booking(stranger, house, '96000001', 'rental_income', 'credit', 7, null),
      ])
      .execute();
  });
  afterAll(() => database.close());

  it('reads only the bookings of that reservation, home and account, with their payout', async () => {
    const rows = await reservationMoney(database.db, owner, house, '96000001');
    expect(rows.map((row) => [row.direction, row.kind, row.cents])).toEqual([
      ['credit', 'rental_income', 100_000],
      ['debit', 'commission', 20_000],
      ['debit', 'cleaning', 4_500],
    ]);
    expect(rows[0]).toMatchObject({ currency: 'EUR', valueDate: '2026-06-01', payout: { id: paid, date: '2026-06-10', cents: 70_000, currency: 'EUR', status: null } });
    expect(rows[2]!.payout).toBeNull();
    expect(await reservationMoney(database.db, stranger, otherHouse, '96000001')).toEqual([]);
    expect(await reservationMoney(database.db, owner, house, '96000099')).toEqual([]);
  });
});
