import { sql } from 'kysely';
import { sqlDate } from '../db/sql-values';
import type { Executor } from './executor';

/**
 * Reads of the owner's money (migration 0008). Every query is scoped to one account and to what is
 * booked up to `today` (later bookings of future stays are not on the account yet).
 */

/** Signed cents of a booking: credits positive, debits negative. */
const signedCents = sql<number>`CASE WHEN payment_transactions.direction = 'credit' THEN payment_transactions.amount_cents ELSE -payment_transactions.amount_cents END`;

export interface TransactionRow {
  readonly id: number;
  readonly valueDate: string;
  readonly direction: 'credit' | 'debit';
  readonly kind: string;
  readonly cents: number;
  readonly currency: string;
  readonly accommodationCode: string | null;
  readonly accommodationName: string | null;
  readonly resNo: string | null;
}

export interface TransactionFilter {
  readonly accountId: number;
  readonly today: string;
  readonly direction?: 'credit' | 'debit';
  readonly year?: number;
  readonly accommodationId?: number;
}

function filtered(db: Executor, filter: TransactionFilter) {
  let query = db
    .selectFrom('paymentTransactions')
    .leftJoin('accommodations', 'accommodations.id', 'paymentTransactions.accommodationId')
    .where('paymentTransactions.accountId', '=', filter.accountId)
    .where('paymentTransactions.valueDate', '<=', sqlDate(filter.today));
  if (filter.direction) query = query.where('paymentTransactions.direction', '=', filter.direction);
  if (filter.year !== undefined) {
    query = query
      .where('paymentTransactions.valueDate', '>=', sqlDate(`${filter.year}-01-01`))
      .where('paymentTransactions.valueDate', '<=', sqlDate(`${filter.year}-12-31`));
  }
  if (filter.accommodationId !== undefined) query = query.where('paymentTransactions.accommodationId', '=', filter.accommodationId);
  return query;
}

const transactionColumns = [
  'paymentTransactions.id',
  'paymentTransactions.valueDate',
  'paymentTransactions.direction',
  'paymentTransactions.kind',
  'paymentTransactions.amountCents',
  'paymentTransactions.currency',
  'paymentTransactions.resNo',
  'accommodations.code',
  'accommodations.name',
] as const;

function toTransaction(row: {
  id: number;
  valueDate: string;
  direction: 'credit' | 'debit';
  kind: string;
  amountCents: number;
  currency: string;
  resNo: string | null;
  code: string | null;
  name: string | null;
}): TransactionRow {
  return {
    id: row.id,
    valueDate: row.valueDate,
    direction: row.direction,
    kind: row.kind,
    cents: row.amountCents,
    currency: row.currency,
    accommodationCode: row.code,
    accommodationName: row.name,
    resNo: row.resNo,
  };
}

/** One page of bookings, newest first. */
export async function transactionPage(db: Executor, filter: TransactionFilter, page: { offset: number; limit: number }): Promise<TransactionRow[]> {
  const rows = await filtered(db, filter)
    .select(transactionColumns)
    .orderBy('paymentTransactions.valueDate', 'desc')
    .orderBy('paymentTransactions.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map(toTransaction);
}

/** How many bookings match and their credit and debit sums (all pages). */
export async function transactionTotals(db: Executor, filter: TransactionFilter): Promise<{ count: number; creditCents: number; debitCents: number }> {
  const row = await filtered(db, filter)
    .select([
      sql<number>`count(*)::int8`.as('count'),
      sql<number>`coalesce(sum(payment_transactions.amount_cents) FILTER (WHERE payment_transactions.direction = 'credit'), 0)::int8`.as('credit'),
      sql<number>`coalesce(sum(payment_transactions.amount_cents) FILTER (WHERE payment_transactions.direction = 'debit'), 0)::int8`.as('debit'),
    ])
    .executeTakeFirstOrThrow();
  return { count: row.count, creditCents: row.credit, debitCents: row.debit };
}

/**
 * All matching bookings oldest first, read in batches by key (value date, id), so an export of
 * a whole year never holds more than one batch.
 */
export async function* transactionsInOrder(db: Executor, filter: TransactionFilter, batchSize = 500): AsyncGenerator<TransactionRow> {
  let after: { date: string; id: number } | null = null;
  for (;;) {
    let query = filtered(db, filter).select(transactionColumns);
    if (after) {
      const { date, id } = after;
      query = query.where(sql<boolean>`(payment_transactions.value_date, payment_transactions.id) > (${sqlDate(date)}, ${id}::int8)`);
    }
    const rows = await query.orderBy('paymentTransactions.valueDate').orderBy('paymentTransactions.id').limit(batchSize).execute();
    for (const row of rows) yield toTransaction(row);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { date: last.valueDate, id: last.id };
  }
}

/** Per home (null: none) and month: income and deductions booked up to today. */
export interface MonthlyRow {
  readonly accommodationId: number | null;
  readonly year: number;
  readonly month: number;
  readonly creditCents: number;
  readonly debitCents: number;
}

export async function monthlySums(db: Executor, filter: TransactionFilter, byHouse: boolean): Promise<MonthlyRow[]> {
  const year = sql<number>`extract(year from payment_transactions.value_date)::int`;
  const month = sql<number>`extract(month from payment_transactions.value_date)::int`;
  const house = byHouse ? sql<number | null>`payment_transactions.accommodation_id` : sql<number | null>`NULL::int8`;
  const rows = await filtered(db, filter)
    .select([
      house.as('house'),
      year.as('year'),
      month.as('month'),
      sql<number>`coalesce(sum(payment_transactions.amount_cents) FILTER (WHERE payment_transactions.direction = 'credit'), 0)::int8`.as('credit'),
      sql<number>`coalesce(sum(payment_transactions.amount_cents) FILTER (WHERE payment_transactions.direction = 'debit'), 0)::int8`.as('debit'),
    ])
    .groupBy([sql`1`, sql`2`, sql`3`])
    .orderBy(sql`2`)
    .orderBy(sql`3`)
    .orderBy(sql`1`)
    .execute();
  return rows.map((row) => ({ accommodationId: row.house, year: row.year, month: row.month, creditCents: row.credit, debitCents: row.debit }));
}

/** Earned and not yet paid out: bookings up to today without a payout on or before today. */
export async function unpaidBalance(db: Executor, accountId: number, today: string): Promise<number> {
  const row = await db
    .selectFrom('paymentTransactions')
    .leftJoin('payouts', 'payouts.id', 'paymentTransactions.payoutId')
    .select(sql<number>`coalesce(sum(${signedCents}), 0)::int8`.as('cents'))
    .where('paymentTransactions.accountId', '=', accountId)
    .where('paymentTransactions.valueDate', '<=', sqlDate(today))
    .where((eb) => eb.or([eb('paymentTransactions.payoutId', 'is', null), eb('payouts.payoutDate', '>', sqlDate(today))]))
    .executeTakeFirstOrThrow();
  return row.cents;
}

export interface PayoutRow {
  readonly id: number;
  readonly date: string;
  readonly cents: number;
  readonly currency: string;
  readonly status: 'FAILED' | 'OVERWRITTEN' | null;
}

const payoutColumns = ['id', 'payoutDate', 'amountCents', 'currency', 'status'] as const;
/** A payouts row as the services use it. */
export const toPayout = (row: { id: number; payoutDate: string; amountCents: number; currency: string; status: 'FAILED' | 'OVERWRITTEN' | null }): PayoutRow => ({
  id: row.id,
  date: row.payoutDate,
  cents: row.amountCents,
  currency: row.currency,
  status: row.status,
});

/** The newest payouts up to today, newest first. */
export async function recentPayouts(db: Executor, accountId: number, today: string, limit: number): Promise<PayoutRow[]> {
  const rows = await db
    .selectFrom('payouts')
    .select(payoutColumns)
    .where('accountId', '=', accountId)
    .where('payoutDate', '<=', sqlDate(today))
    .orderBy('payoutDate', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toPayout);
}

/** The first planned payout after today (not overwritten), or null. */
export async function nextPayout(db: Executor, accountId: number, today: string): Promise<PayoutRow | null> {
  const row = await db
    .selectFrom('payouts')
    .select(payoutColumns)
    .where('accountId', '=', accountId)
    .where('payoutDate', '>', sqlDate(today))
    .where('status', 'is', null)
    .orderBy('payoutDate')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ? toPayout(row) : null;
}

/** Every year with bookings up to today, newest first. */
export async function bookingYears(db: Executor, accountId: number, today: string): Promise<number[]> {
  const rows = await db
    .selectFrom('paymentTransactions')
    .select(sql<number>`extract(year from value_date)::int`.as('year'))
    .distinct()
    .where('accountId', '=', accountId)
    .where('valueDate', '<=', sqlDate(today))
    .orderBy(sql`1`, 'desc')
    .execute();
  return rows.map((row) => row.year);
}

/** The account's payout currency: that of its bookings, else of its bank account's country. */
export async function payoutCurrency(db: Executor, accountId: number): Promise<string | null> {
  const row = await db.selectFrom('paymentTransactions').select('currency').where('accountId', '=', accountId).limit(1).executeTakeFirst();
  return row?.currency ?? null;
}

export interface StatementRow {
  readonly id: number;
  readonly year: number;
  readonly accommodationId: number;
  readonly accommodationCode: string;
  readonly accommodationName: string;
  readonly currency: string;
  readonly creditCents: number;
  readonly debitCents: number;
}

/** The account's statements up to today's year (of one year when given), with sums booked up to today. */
export async function listStatements(db: Executor, accountId: number, today: string, only: { year?: number; id?: number } = {}): Promise<StatementRow[]> {
  let query = db
    .selectFrom('statements')
    .innerJoin('accommodations', 'accommodations.id', 'statements.accommodationId')
    .select([
      'statements.id',
      'statements.year',
      'statements.accommodationId',
      'statements.currency',
      'accommodations.code',
      'accommodations.name',
      sql<number>`(SELECT coalesce(sum(t.amount_cents) FILTER (WHERE t.direction = 'credit'), 0)::int8 FROM payment_transactions t
        WHERE t.accommodation_id = statements.accommodation_id AND t.account_id = statements.account_id
        AND extract(year from t.value_date) = statements.year AND t.value_date <= ${sqlDate(today)})`.as('credit'),
      sql<number>`(SELECT coalesce(sum(t.amount_cents) FILTER (WHERE t.direction = 'debit'), 0)::int8 FROM payment_transactions t
        WHERE t.accommodation_id = statements.accommodation_id AND t.account_id = statements.account_id
        AND extract(year from t.value_date) = statements.year AND t.value_date <= ${sqlDate(today)})`.as('debit'),
    ])
    .where('statements.accountId', '=', accountId)
    .where('statements.year', '<=', Number(today.slice(0, 4)));
  if (only.year !== undefined) query = query.where('statements.year', '=', only.year);
  if (only.id !== undefined) query = query.where('statements.id', '=', only.id);
  const rows = await query.orderBy('statements.year', 'desc').orderBy('accommodations.name').execute();
  return rows.map((row) => ({
    id: row.id,
    year: row.year,
    accommodationId: row.accommodationId,
    accommodationCode: row.code,
    accommodationName: row.name,
    currency: row.currency,
    creditCents: row.credit,
    debitCents: row.debit,
  }));
}

/** Years that have statements up to today's year, newest first. */
export async function statementYears(db: Executor, accountId: number, today: string): Promise<number[]> {
  const rows = await db
    .selectFrom('statements')
    .select('year')
    .distinct()
    .where('accountId', '=', accountId)
    .where('year', '<=', Number(today.slice(0, 4)))
    .orderBy('year', 'desc')
    .execute();
  return rows.map((row) => row.year);
}

export interface BankAccountRow {
  readonly iban: string;
  readonly accountHolder: string;
  readonly bic: string | null;
  readonly cardNumber: string | null;
}

export async function findBankAccount(db: Executor, accountId: number): Promise<BankAccountRow | null> {
  const row = await db.selectFrom('bankAccounts').selectAll().where('accountId', '=', accountId).executeTakeFirst();
  return row ? { iban: row.iban, accountHolder: row.accountHolder, bic: row.bic, cardNumber: row.cardNumber } : null;
}

/** Stores the account's bank account (creates it on the first change). */
export async function saveBankAccount(db: Executor, accountId: number, bank: { iban: string; accountHolder: string; bic: string | null }, now: Date): Promise<void> {
  await db
    .insertInto('bankAccounts')
    .values({ accountId: accountId, iban: bank.iban, accountHolder: bank.accountHolder, bic: bank.bic, updatedAt: now })
    .onConflict((oc) => oc.column('accountId').doUpdateSet({ iban: bank.iban, accountHolder: bank.accountHolder, bic: bank.bic, updatedAt: now }))
    .execute();
  await db.updateTable('accounts').set({ iban: bank.iban, updatedAt: now }).where('id', '=', accountId).execute();
}

/**
 * Takes back the payouts still to be made after `day` (OVERWRITTEN, their bookings unpaid again)
 * and returns every unpaid booking of the account, for a new plan.
 */
export async function releaseFuturePayouts(
  db: Executor,
  accountId: number,
  day: string,
): Promise<{ id: number; valueDate: string; arrival: string | null; cents: number }[]> {
  const released = await db
    .updateTable('payouts')
    .set({ status: 'OVERWRITTEN' })
    .where('accountId', '=', accountId)
    .where('payoutDate', '>', sqlDate(day))
    .where('status', 'is', null)
    .returning('id')
    .execute();
  if (released.length > 0) {
    await db
      .updateTable('paymentTransactions')
      .set({ payoutId: null })
      .where('payoutId', 'in', released.map((row) => row.id))
      .execute();
  }
  const rows = await db
    .selectFrom('paymentTransactions')
    .select(['id', 'valueDate', 'arrival', signedCents.as('cents')])
    .where('accountId', '=', accountId)
    .where('payoutId', 'is', null)
    .orderBy('valueDate')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, valueDate: row.valueDate, arrival: row.arrival, cents: Number(row.cents) }));
}

/** Stores a planned payout and links the bookings it pays. */
export async function insertPayout(db: Executor, accountId: number, payout: { date: string; cents: number; currency: string; transactionIds: readonly number[] }): Promise<number> {
  const row = await db
    .insertInto('payouts')
    .values({ accountId: accountId, payoutDate: payout.date, amountCents: payout.cents, currency: payout.currency })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (payout.transactionIds.length > 0) {
    await db.updateTable('paymentTransactions').set({ payoutId: row.id }).where('id', 'in', [...payout.transactionIds]).execute();
  }
  return row.id;
}

/** Payouts made (or in process) per month of a year up to today; overwritten and failed ones do not count. */
export async function monthlyPayouts(db: Executor, accountId: number, year: number, today: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('payouts')
    .select([sql<number>`extract(month from payout_date)::int`.as('month'), sql<number>`sum(amount_cents)::int8`.as('cents')])
    .where('accountId', '=', accountId)
    .where('status', 'is', null)
    .where('payoutDate', '>=', sqlDate(`${year}-01-01`))
    .where('payoutDate', '<=', sqlDate(`${year}-12-31`))
    .where('payoutDate', '<=', sqlDate(today))
    .groupBy(sql`1`)
    .execute();
  return new Map(rows.map((row) => [row.month, row.cents]));
}
