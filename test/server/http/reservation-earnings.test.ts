import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReservationEarnings } from '../../../src/contract/reservation-earnings';
import { fromCents } from '../../../src/domain/money';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { accountIdOf, sessionFor, SUMMER_MORNING } from '../helpers/fixtures';
import { buildTestApp, TestClock, type TestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;
const cookies: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  database = await freshPglite();
  test = await buildTestApp(database, { clock: new TestClock(SUMMER_MORNING) });
  for (const user of ['100001', '100002', '100003']) cookies[user] = await sessionFor(test, user);
});
afterAll(async () => {
  await test.app.close();
  await database.close();
});

const TODAY = '2026-07-10';
const earningsOf = (resNo: string, user = '100001') => test.app.inject({ method: 'GET', url: `/api/reservations/${encodeURIComponent(resNo)}/earnings`, cookies: cookies[user]! });

/** A reservation of the account with booked money, paid out before today or booked after it. */
async function reservationWithMoney(user: string, when: 'paid' | 'expected') {
  const accountId = await accountIdOf(database.db, user);
  const row = await database.db
    .selectFrom('paymentTransactions')
    .innerJoin('stays', (join) => join.onRef('stays.resNo', '=', 'paymentTransactions.resNo').onRef('stays.accommodationId', '=', 'paymentTransactions.accommodationId'))
    .leftJoin('payouts', 'payouts.id', 'paymentTransactions.payoutId')
    .select(['paymentTransactions.resNo', 'stays.id as stayId'])
    .where('paymentTransactions.accountId', '=', accountId)
    .where('paymentTransactions.kind', '=', 'rental_income')
    .where(when === 'paid' ? sql<boolean>`payouts.payout_date < ${TODAY}::date AND payouts.status IS NULL` : sql<boolean>`payment_transactions.value_date > ${TODAY}::date`)
    .orderBy('paymentTransactions.id')
    .executeTakeFirstOrThrow();
  return { resNo: row.resNo!, stayId: row.stayId };
}

/** The account's bookings of a reservation, summed independently of the service. */
async function bookedSums(resNo: string) {
  const rows = await database.db.selectFrom('paymentTransactions').select(['direction', 'kind', 'amountCents', 'currency']).where('resNo', '=', resNo).execute();
  const credit = rows.filter((row) => row.direction === 'credit').reduce((sum, row) => sum + row.amountCents, 0);
  const debitCents: Record<string, number> = {};
  for (const row of rows) if (row.direction === 'debit') debitCents[row.kind] = (debitCents[row.kind] ?? 0) + row.amountCents;
  const debits = Object.fromEntries(Object.entries(debitCents).map(([kind, cents]) => [kind, fromCents(cents)]));
  const debit = rows.filter((row) => row.direction === 'debit').reduce((sum, row) => sum + row.amountCents, 0);
  return { gross: fromCents(credit), net: fromCents(credit - debit), debits, currency: rows[0]!.currency };
}

describe('GET /api/reservations/:resNo/earnings', () => {
  it('gives a paid-out reservation its income, each deduction, the net payout and the payout day and status', async () => {
    const { resNo } = await reservationWithMoney('100001', 'paid');
    const response = await earningsOf(resNo);
    expect(response.statusCode, response.body).toBe(200);
    const earnings = ReservationEarnings.parse(response.json());
    const sums = await bookedSums(resNo);
    expect(earnings).toMatchObject({ resNo, currency: sums.currency, gross: sums.gross, net: sums.net, expected: false });
    expect(Object.fromEntries(earnings.deductions.map((d) => [d.kind, d.amount]))).toEqual(sums.debits);
    expect(earnings.deductions.map((d) => d.kind)).toContain('commission');
    expect(earnings.payout).toEqual({ date: expect.any(String), status: 'SUCCESSFUL' });
    expect(earnings.payout!.date < TODAY).toBe(true);
    expect(earnings.gross).toBeGreaterThan(earnings.net);
  });

  it('marks the amounts of a stay still ahead as expected, and answers by stay id as the detail does', async () => {
    const { resNo, stayId } = await reservationWithMoney('100001', 'expected');
    const byNumber = ReservationEarnings.parse((await earningsOf(resNo)).json());
    expect(byNumber.expected).toBe(true);
    expect(byNumber.bookedOn! > TODAY).toBe(true);
    const byId = ReservationEarnings.parse((await earningsOf(String(stayId))).json());
    expect(byId).toEqual(byNumber);
  });

  it('answers zeros without a currency for a reservation with nothing booked', async () => {
    const accountId = await accountIdOf(database.db, '100001');
    const unbooked = await database.db
      .selectFrom('stays')
      .select('resNo')
      .where('accountId', '=', accountId)
      .where('resNo', 'is not', null)
      .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM payment_transactions t WHERE t.res_no = stays.res_no)`)
      .where(sql<boolean>`kind IN ('Reservation', 'OwnerBooking', 'MyRent', 'HouseClosing')`)
      .executeTakeFirst();
    if (!unbooked) return expect.fail('the demo data has no reservation without money');
    const earnings = ReservationEarnings.parse((await earningsOf(unbooked.resNo!)).json());
    expect(earnings).toEqual({ resNo: unbooked.resNo, currency: null, gross: 0, deductions: [], net: 0, bookedOn: null, expected: false, payout: null });
  });

  it("answers 404 for another account's reservation and for an unknown one", async () => {
    const { resNo } = await reservationWithMoney('100002', 'paid');
    expect((await earningsOf(resNo, '100001')).statusCode).toBe(404);
    expect((await earningsOf(resNo, '100002')).statusCode).toBe(200);
    expect((await earningsOf('99999999', '100001')).statusCode).toBe(404);
  });

  it('answers 403 without the payments permission (a keyholder) and 401 without a session', async () => {
    const accountId = await accountIdOf(database.db, '100003');
    const own = await database.db.selectFrom('stays').select('resNo').where('accountId', '=', accountId).where('resNo', 'is not', null).executeTakeFirstOrThrow();
    const response = await earningsOf(own.resNo!, '100003');
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('gross');
    expect((await test.app.inject({ method: 'GET', url: `/api/reservations/${own.resNo}/earnings` })).statusCode).toBe(401);
  });
});
