import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertCents, fromCents, shareOf, sumCents, toCents } from '../../src/domain/money';
import { assertProperty } from '../support/fast-check';

const cents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });

describe('money in cents', () => {
  it('round-trips every cent amount through the 2-decimal amount', () => {
    assertProperty(fc.property(cents, (value) => {
      expect(toCents(fromCents(value))).toBe(value);
    }));
  });

  it('sums exactly, in any order', () => {
    assertProperty(
      fc.property(fc.array(cents, { maxLength: 50 }), (values) => {
        expect(sumCents(values)).toBe(sumCents([...values].reverse()));
        expect(Number.isInteger(sumCents(values))).toBe(true);
      }),
    );
  });

  it('takes a share that is a whole cent between nothing and the whole', () => {
    assertProperty(
      fc.property(fc.nat(1_000_000_000), fc.integer({ min: 0, max: 10_000 }), (value, bp) => {
        const share = shareOf(value, bp);
        expect(Number.isInteger(share)).toBe(true);
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(value);
        expect(Math.abs(share - (value * bp) / 10_000)).toBeLessThanOrEqual(0.5);
      }),
    );
    expect(shareOf(12_345, 10_000)).toBe(12_345);
    expect(shareOf(5, 5_000)).toBe(3);
    expect(shareOf(-5, 5_000)).toBe(-3);
  });

  it('rounds symmetrically around zero', () => {
    assertProperty(fc.property(cents, fc.integer({ min: 0, max: 10_000 }), (value, bp) => {
      expect(shareOf(-value, bp)).toBe(-shareOf(value, bp) || 0);
    }));
  });

  it('converts through the euro rates and back within a cent per unit of rate', () => {
    expect(convertCents(10_000, 1, 0.94)).toBe(9_400);
    expect(convertCents(746_000, 7.46, 1)).toBe(100_000);
    assertProperty(fc.property(fc.nat(100_000_000), (value) => {
      expect(convertCents(value, 1, 1)).toBe(value);
    }));
  });

});
