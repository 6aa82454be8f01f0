import type { Money } from '../../contract/dashboard';
import { fromCents } from '../../domain/money';
import { incomeCents, yearSums } from '../../domain/money-figures';
import { findAccountById } from '../repositories/accounts-repository';
import type { Executor } from '../repositories/executor';
import { monthlySums, payoutCurrency } from '../repositories/payments-repository';

/**
 * The money figures that need the database, read once here for every page (docs/domain.md "Money
 * figures"); the arithmetic is the domain's (money-figures.ts).
 */

/** The currency of the account's money: that of its entries, else of its bank's country (CHF for Swiss accounts). */
export async function accountCurrency(db: Executor, accountId: number): Promise<string> {
  const currency = await payoutCurrency(db, accountId);
  if (currency) return currency;
  const account = await findAccountById(db, accountId);
  return account?.isSwissAccount ? 'CHF' : 'EUR';
}

/** Income of a year: every credit booked in it up to today, the payments chart's total for that year. */
export async function yearIncome(db: Executor, accountId: number, year: number, today: string): Promise<Money> {
  const [months, currency] = await Promise.all([monthlySums(db, { accountId, today, year }, false), accountCurrency(db, accountId)]);
  return { amount: fromCents(incomeCents(yearSums(months, year))), currency };
}
