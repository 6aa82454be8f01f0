import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertBankChange, markBankVerified, dueBankChanges, decideBankChange, changesStartedSince } from '../../../src/server/repositories/payment-changes-repository';
import {
  bookingYears,
  insertPayout,
  listStatements,
  monthlySums,
  nextPayout,
  recentPayouts,
  releaseFuturePayouts,
  transactionPage,
  transactionsInOrder,
  transactionTotals,
  unpaidBalance,
} from '../../../src/server/repositories/payments-repository';
import { type DatabaseHandle, forEachDatabase } from '../../support/db';
import { createAccount, createHouse } from '../helpers/fixtures';

/** The payments queries on both engines, over a small account of the test's own. */
forEachDatabase('payments queries', (open) => {
  let database: DatabaseHandle;
  let owner: number;
  let house: number;
  const today = '2026-07-10';

  beforeAll(async () => {
    database = await open('migrated');
    const db = database.db;
    owner = await createAccount(db, 'P-OWNER', { permissions: ['ViewPayments'] });
    house = await createHouse(db, owner, 'HR9500.100.1', { name: 'Mala Kuća' });
    const paid = await insertPayout(db, owner, { date: '2026-06-10', cents: 80_000, currency: 'EUR', transactionIds: [] });
    const planned = await insertPayout(db, owner, { date: '2026-08-10', cents: 45_000, currency: 'EUR', transactionIds: [] });
    const booking = (valueDate: string, direction: 'credit' | 'debit', cents: number, payoutId: number | null) => ({
      accountId: owner,
      accommodationId: house,
      resNo: '95000001',
      valueDate,
      kind: direction === 'credit' ? 'rental_income' : 'cleaning',
      direction,
      amountCents: cents,
      currency: 'EUR',
      arrival: valueDate,
      payoutId,
    });
    await db
      .insertInto('paymentTransactions')
      .values([
        booking('2026-05-20', 'credit', 100_000, paid),
        booking('2026-05-20', 'debit', 20_000, paid),
        booking('2026-07-01', 'credit', 50_000, planned),
        booking('2026-07-01', 'debit', 5_000, planned),
        booking('2026-07-20', 'credit', 70_000, null),
      ])
      .execute();
    await db.insertInto('statements').values({ accountId: owner, accommodationId: house, year: 2026, currency: 'EUR' }).execute();
  });
  afterAll(() => database.close());

  it('sums, pages and reads bookings in order up to today', async () => {
    const db = database.db;
    expect(await unpaidBalance(db, owner, today)).toBe(45_000);
    expect(await transactionTotals(db, { accountId: owner, today })).toEqual({ count: 4, creditCents: 150_000, debitCents: 25_000 });
    expect((await transactionPage(db, { accountId: owner, today, direction: 'credit' }, { offset: 0, limit: 1 }))[0]).toMatchObject({
      valueDate: '2026-07-01',
      accommodationName: 'Mala Kuća',
    });
    const ordered = [];
    for await (const row of transactionsInOrder(db, { accountId: owner, today, year: 2026 }, 3)) ordered.push(row.valueDate);
    expect(ordered).toEqual(['2026-05-20', '2026-05-20', '2026-07-01', '2026-07-01']);
    expect(await monthlySums(db, { accountId: owner, today }, true)).toEqual([
      { accommodationId: house, year: 2026, month: 5, creditCents: 100_000, debitCents: 20_000 },
      { accommodationId: house, year: 2026, month: 7, creditCents: 50_000, debitCents: 5_000 },
    ]);
    expect(await bookingYears(db, owner, today)).toEqual([2026]);
    expect(await listStatements(db, owner, today)).toMatchObject([{ year: 2026, creditCents: 150_000, debitCents: 25_000, accommodationCode: 'HR9500.100.1' }]);
  });

  it('plans anew: future payouts are overwritten and their bookings unpaid again', async () => {
    const db = database.db;
    expect(await nextPayout(db, owner, today)).toMatchObject({ date: '2026-08-10', cents: 45_000 });
    const unpaid = await db.transaction().execute((trx) => releaseFuturePayouts(trx, owner, today));
    expect(unpaid.map((entry) => entry.cents)).toEqual([50_000, -5_000, 70_000]);
    expect(await nextPayout(db, owner, today)).toBeNull();
    expect((await recentPayouts(db, owner, today, 5)).map((payout) => payout.date)).toEqual(['2026-06-10']);
  });

  it('keeps bank changes: one check at a time, decided once', async () => {
    const db = database.db;
    const now = new Date('2026-07-10T08:00:00Z');
    const change = (id: string) =>
      insertBankChange(db, {
        id,
        accountId: owner,
        iban: 'HR1723600001101234565',
        accountHolder: 'P Owner',
        bic: null,
        previousIban: null,
        codeHash: null,
        triesLeft: 3,
        createdAt: now,
        expiresAt: now,
      });
    const first = '11111111-1111-4111-8111-111111111111';
    const second = '22222222-2222-4222-8222-222222222222';
    await change(first);
    await change(second);
    expect((await changesStartedSince(db, owner, new Date('2026-07-10T07:00:00Z'))).count).toBe(2);
    await markBankVerified(db, first, now, now);
    await markBankVerified(db, second, now, now);
    expect((await dueBankChanges(db, now, 10)).map((due) => due.id)).toEqual([second]);
    expect(await decideBankChange(db, second, { status: 'FAILED', reason: 'BANK_REJECTED' }, now)).toBe(true);
    expect(await decideBankChange(db, second, { status: 'SUCCESSFUL', reason: null }, now)).toBe(false);
    const statuses = await db.selectFrom('bankDetailChanges').select(['id', 'status']).where('accountId', '=', owner).orderBy('id').execute();
    expect(statuses).toEqual([
      { id: first, status: 'OVERWRITTEN' },
      { id: second, status: 'FAILED' },
    ]);
  });
});
