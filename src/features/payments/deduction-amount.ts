import { fromCents, toCents } from '../../domain/money';
import { deductionsCents } from '../../domain/money-figures';

/**
 * Deductions as every page and export shows them: negative (docs/domain.md "Money figures"). The
 * API sends the positive sum of the debits; the sign is the domain's, not each view's.
 */
export function deductionAmount(debits: number): number {
  return fromCents(deductionsCents({ creditCents: 0, debitCents: toCents(debits) }));
}
