import type { Executor } from '../repositories/executor';
import type { GeneratedMoney } from './payments-generator';

const BATCH = 500;

/** Writes an account's generated money: bank account, payouts, the bookings they pay, statements. */
export async function insertDemoMoney(db: Executor, accountId: number, houseIds: ReadonlyMap<string, number>, money: GeneratedMoney | null): Promise<void> {
  if (!money) return;
  const { bankAccount, currency } = money;
  await db
    .insertInto('bankAccounts')
    .values({ accountId: accountId, iban: bankAccount.iban, accountHolder: bankAccount.accountHolder, bic: bankAccount.bic, cardNumber: bankAccount.cardNumber })
    .execute();
  const payoutIds: number[] = [];
  for (let start = 0; start < money.payouts.length; start += BATCH) {
    const rows = money.payouts.slice(start, start + BATCH).map((payout) => ({ accountId: accountId, payoutDate: payout.date, amountCents: payout.cents, currency }));
    const inserted = await db.insertInto('payouts').values(rows).returning('id').execute();
    // RETURNING follows the VALUES order for a single INSERT.
    payoutIds.push(...inserted.map((row) => row.id));
  }
  const houseId = (code: string) => {
    const id = houseIds.get(code);
    if (id === undefined) throw new Error(`Demo money: no house ${code}`);
    return id;
  };
  for (let start = 0; start < money.transactions.length; start += BATCH) {
    const rows = money.transactions.slice(start, start + BATCH).map((entry) => ({
      accountId: accountId,
      accommodationId: houseId(entry.accommodationCode),
      resNo: entry.resNo,
      valueDate: entry.valueDate,
      kind: entry.kind,
      direction: entry.direction,
      amountCents: entry.cents,
      currency,
      arrival: entry.arrival,
      payoutId: entry.payout === null ? null : payoutIds[entry.payout]!,
    }));
    await db.insertInto('paymentTransactions').values(rows).execute();
  }
  if (money.statements.length > 0) {
    const rows = money.statements.map((statement) => ({ accountId: accountId, accommodationId: houseId(statement.accommodationCode), year: statement.year, currency }));
    await db.insertInto('statements').values(rows).execute();
  }
}
