import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatYearRange } from '../../src/domain/year-range';
import { assertProperty } from '../support/fast-check';

/** Reads a formatted range back: the short end is the first year after start ending in those digits. */
function parseYearRange(text: string): { from: number; to: number } {
  const match = /^(\d{4})(?:([/-])(\d{2}|\d{4}))?$/.exec(text);
  if (!match) throw new Error(`not a year range: ${text}`);
  const from = Number(match[1]);
  if (match[3] === undefined) return { from, to: from };
  if (match[3].length === 4) return { from, to: Number(match[3]) };
  const suffix = Number(match[3]);
  const step = (suffix - (from % 100) + 100) % 100;
  return { from, to: from + (step === 0 ? 100 : step) };
}

const year = fc.integer({ min: 1000, max: 9999 });

describe('formatYearRange properties', () => {
  it('does not depend on argument order', () => {
    assertProperty(
      fc.property(year, year, (a, b) => {
        expect(formatYearRange(a, b)).toBe(formatYearRange(b, a));
      }),
    );
  });

  it('parses back to the ordered pair', () => {
    assertProperty(
      fc.property(year, year, (a, b) => {
        expect(parseYearRange(formatYearRange(a, b))).toEqual({ from: Math.min(a, b), to: Math.max(a, b) });
      }),
    );
  });

  it("uses '/' exactly for adjacent years", () => {
    assertProperty(
      fc.property(year, year, (a, b) => {
        expect(formatYearRange(a, b).includes('/')).toBe(Math.abs(a - b) === 1);
      }),
    );
  });
});

describe('formatYearRange examples (spec section 9)', () => {
  it.each([
    [2020, 2020, '2020'],
    [2020, 2021, '2020/21'],
    [2021, 2020, '2020/21'],
    [2020, 2022, '2020-22'],
    [2099, 2100, '2099/00'],
    [1999, 2005, '1999-05'],
    [2020, 2150, '2020-2150'],
  ])('%i, %i → %s', (from, to, expected) => {
    expect(formatYearRange(from, to)).toBe(expected);
  });
});
