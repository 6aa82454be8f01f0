import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deductionsCents, incomeCents, type MonthSums, netCents, yearSums } from '../../src/domain/money-figures';
import { assertProperty } from '../support/fast-check';

const amount = fc.nat(1_000_000_000);
const sums = fc.record({ creditCents: amount, debitCents: amount });
const month = fc.record({ year: fc.integer({ min: 2020, max: 2030 }), month: fc.integer({ min: 1, max: 12 }), creditCents: amount, debitCents: amount });

describe('money figures (one definition each)', () => {
  it('income is every credit; deductions are never positive; net is income plus deductions', () => {
    assertProperty(
      fc.property(sums, (s) => {
        expect(incomeCents(s)).toBe(s.creditCents);
        expect(deductionsCents(s)).toBeLessThanOrEqual(0);
        expect(Math.abs(deductionsCents(s))).toBe(s.debitCents);
        expect(netCents(s)).toBe(incomeCents(s) + deductionsCents(s));
        expect(netCents(s)).toBe(s.creditCents - s.debitCents);
      }),
    );
    // No "-0" in a file or on a page.
    expect(Object.is(deductionsCents({ creditCents: 5, debitCents: 0 }), 0)).toBe(true);
  });

  it("a year's sums are the sums of its months, in any order, and other years do not count", () => {
    assertProperty(
      fc.property(fc.array(month, { maxLength: 40 }), fc.integer({ min: 2020, max: 2030 }), (months: MonthSums[], year) => {
        const mine = months.filter((m) => m.year === year);
        const total = yearSums(months, year);
        expect(total.creditCents).toBe(mine.reduce((sum, m) => sum + m.creditCents, 0));
        expect(total.debitCents).toBe(mine.reduce((sum, m) => sum + m.debitCents, 0));
        expect(yearSums([...months].reverse(), year)).toEqual(total);
        expect(netCents(total)).toBe(mine.reduce((sum, m) => sum + netCents(m), 0));
      }),
    );
    expect(yearSums([], 2026)).toEqual({ creditCents: 0, debitCents: 0 });
  });
});
