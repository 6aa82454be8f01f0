/**
 * The owner's money figures, one definition each (docs/domain.md "Money figures"): every page and
 * export computes them here, so the overview, the payments pages and the files cannot disagree.
 * Amounts are cents; entries are the account's ledger lines (credits and debits, positive cents).
 */

/** Credits and debits of some entries, both as positive cents. */
export interface LedgerSums {
  readonly creditCents: number;
  readonly debitCents: number;
}

/** Sums of one month of one year (the payments repository's rows, the chart's months). */
export interface MonthSums extends LedgerSums {
  readonly year: number;
  readonly month: number;
}

/** Income: every credit (rental income) booked in the period. */
export function incomeCents(sums: LedgerSums): number {
  return sums.creditCents;
}

/** Deductions: every debit (commission, cleaning, linen, tourist tax) as a negative amount, or 0. */
export function deductionsCents(sums: LedgerSums): number {
  return sums.debitCents === 0 ? 0 : -sums.debitCents;
}

/** Net: income plus the (negative) deductions; what the period earned the owner. */
export function netCents(sums: LedgerSums): number {
  return incomeCents(sums) + deductionsCents(sums);
}

/** The sums of one year from its months (other years ignored). */
export function yearSums(months: readonly MonthSums[], year: number): LedgerSums {
  let creditCents = 0;
  let debitCents = 0;
  for (const month of months) {
    if (month.year !== year) continue;
    creditCents += month.creditCents;
    debitCents += month.debitCents;
  }
  return { creditCents, debitCents };
}
