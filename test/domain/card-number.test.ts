import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_MASK_CHAR, maskCardNumber } from '../../src/domain/card-number';
import { assertProperty } from '../support/fast-check';

const cardArb = fc.stringMatching(/^\d{12,19}$/);

describe('maskCardNumber properties', () => {
  it('keeps the last 4 digits and hides every other one', () => {
    assertProperty(
      fc.property(cardArb, (card) => {
        const masked = maskCardNumber(card);
        expect(masked).toHaveLength(card.length);
        expect(masked.slice(-4)).toBe(card.slice(-4));
        expect(masked.slice(0, -4)).toBe(CARD_MASK_CHAR.repeat(card.length - 4));
      }),
    );
  });

  it('ignores spaces', () => {
    assertProperty(
      fc.property(cardArb, (card) => {
        expect(maskCardNumber(card.replace(/(\d{4})/g, '$1 '))).toBe(maskCardNumber(card));
      }),
    );
  });
});

describe('maskCardNumber examples (spec section 9)', () => {
  it('masks to the last 4 digits', () => {
    expect(maskCardNumber('4111 1111 1111 1234')).toBe('••••••••••••1234');
    expect(maskCardNumber('123')).toBe('123');
    expect(maskCardNumber('')).toBe('');
  });
});
