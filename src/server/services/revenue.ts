import type { Money } from '../../contract/dashboard';
import type { CurrencyRevenue } from '../repositories/figures-repository';

/** The dashboard shows money of accounts without revenue in euros. */
const DEFAULT_CURRENCY = 'EUR';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * One revenue figure for accounts whose houses earn in several currencies: the total in the
 * currency that earned most, the others converted with the reference rates (exchange_rates). A
 * currency without a rate cannot be converted and is left out, unless it is the only one.
 */
export function totalRevenue(rows: readonly CurrencyRevenue[]): Money {
  if (rows.length === 0) return { amount: 0, currency: DEFAULT_CURRENCY };
  const convertible = rows.filter((row) => row.unitsPerEur !== null);
  if (convertible.length === 0) {
    const largest = [...rows].sort((a, b) => b.cents - a.cents)[0]!;
    return { amount: round2(largest.cents / 100), currency: largest.currency };
  }
  const inEur = (row: CurrencyRevenue) => row.cents / row.unitsPerEur! / 100;
  const main = [...convertible].sort((a, b) => inEur(b) - inEur(a) || a.currency.localeCompare(b.currency))[0]!;
  const totalEur = convertible.reduce((sum, row) => sum + inEur(row), 0);
  return { amount: round2(totalEur * main.unitsPerEur!), currency: main.currency };
}
