import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../src/domain/number-format';
import { assertProperty, uiLocaleArb } from '../support/fast-check';

describe('formatNumber properties', () => {
  it('shows exactly the requested number of decimals', () => {
    assertProperty(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 6 }), (value, decimals) => {
        const text = formatNumber(value, 'en', { decimals });
        const fraction = text.split('.')[1] ?? '';
        expect(fraction).toHaveLength(decimals);
      }),
    );
  });

  it('uses two decimals by default in every locale', () => {
    assertProperty(
      fc.property(fc.integer({ min: 0, max: 999 }), uiLocaleArb, (value, locale) => {
        expect(formatNumber(value, locale)).toMatch(/^\d+[.,]00$/);
      }),
    );
  });
});

describe('formatNumber examples (spec section 9)', () => {
  it('formats in the locale with two decimals by default', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.50');
    expect(formatNumber(1234.5, 'de')).toBe('1.234,50');
    expect(formatNumber(1234.567, 'hr', { decimals: 1 })).toBe('1.234,6');
    expect(formatNumber(3, 'xx', { decimals: 0 })).toBe('3');
  });
});
