/**
 * Money is computed in integer minor units (cents), never in floating point: sums, shares and
 * conversions stay exact and round once, half away from zero. Amounts leave the server as
 * decimals with 2 places (the contract's `amount`), made by `fromCents`.
 */

/** A decimal amount with at most 2 places to cents (rounds anything finer). */
export function toCents(amount: number): number {
  return roundHalfAwayFromZero(amount * 100);
}

/** Cents to the decimal amount (exact to 2 places as far as a double prints it). */
export function fromCents(cents: number): number {
  return Number((cents / 100).toFixed(2));
}

/** The exact sum of amounts in cents. */
export function sumCents(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** `basisPoints` / 10 000 of an amount (2000 = 20 %), rounded once to a cent. */
export function shareOf(cents: number, basisPoints: number): number {
  return roundHalfAwayFromZero((cents * basisPoints) / 10_000);
}

/**
 * Converts cents between currencies given each one's units per euro (the reference rates),
 * rounded once to a cent of the target currency.
 */
export function convertCents(cents: number, fromUnitsPerEur: number, toUnitsPerEur: number): number {
  if (fromUnitsPerEur === toUnitsPerEur) return cents;
  return roundHalfAwayFromZero((cents / fromUnitsPerEur) * toUnitsPerEur);
}

function roundHalfAwayFromZero(value: number): number {
  // Math.round rounds -0.5 up to 0; money rounds symmetrically. The epsilon absorbs binary noise
  // such as 1.005 * 100 = 100.49999999999999.
  const rounded = Math.round(Math.abs(value) + 1e-9);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
