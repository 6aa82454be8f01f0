import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOMMODATION_CODE,
  DIGITS_ONLY,
  IBAN_LIKE,
  PHONE_NUMBER,
  isAccommodationCode,
  isPhoneNumber,
  stripNonAlphanumerics,
} from '../../src/domain/patterns';
import { accommodationCodeArb, anyStringArb, assertProperty } from '../support/fast-check';

const separator = fc.constantFrom('', ' ', '-', '.', '/', '(', ')');
const phoneArb = (minDigits: number, maxDigits: number, prefixes: readonly string[] = ['', '+', '00']) =>
  fc
    .tuple(
      fc.constantFrom(...prefixes),
      fc.array(fc.tuple(separator, fc.integer({ min: 0, max: 9 })), { minLength: minDigits, maxLength: maxDigits }),
    )
    .map(([prefix, parts]) => prefix + parts.map(([sep, digit]) => `${sep}${digit}`).join(''));

describe('pattern properties', () => {
  it('stripNonAlphanumerics leaves only ASCII letters and digits and is idempotent', () => {
    assertProperty(
      fc.property(anyStringArb, (text) => {
        const stripped = stripNonAlphanumerics(text);
        expect(stripped).toMatch(/^[A-Za-z0-9]*$/);
        expect(stripNonAlphanumerics(stripped)).toBe(stripped);
      }),
    );
  });

  it('accepts every generated accommodation code and nothing with a lowercase prefix', () => {
    assertProperty(
      fc.property(accommodationCodeArb, (code) => {
        expect(isAccommodationCode(code)).toBe(true);
        expect(isAccommodationCode(code.toLowerCase())).toBe(false);
        expect(isAccommodationCode(`${code}.1`)).toBe(false);
      }),
    );
  });

  it('accepts phone numbers of 5 to 15 digits with a prefix and separators', () => {
    assertProperty(
      fc.property(phoneArb(5, 15), (phone) => {
        expect(isPhoneNumber(phone)).toBe(true);
      }),
    );
  });

  it("rejects fewer than 5 digits (a leading '00' may count as digits) or more than 17", () => {
    assertProperty(
      fc.property(fc.oneof(phoneArb(0, 4, ['', '+']), phoneArb(0, 2, ['00']), phoneArb(18, 25)), (phone) => {
        expect(isPhoneNumber(phone)).toBe(false);
      }),
    );
  });

  it('DIGITS_ONLY agrees with a character check', () => {
    assertProperty(
      fc.property(anyStringArb, (text) => {
        expect(DIGITS_ONLY.test(text)).toBe(text.length > 0 && [...text].every((c) => c >= '0' && c <= '9'));
      }),
    );
  });
});

describe('pattern examples (spec section 5)', () => {
  it('recognises IBAN-like values', () => {
    expect(IBAN_LIKE.test('HR1210010051863000160')).toBe(true);
    expect(IBAN_LIKE.test('hr1210010051863000160')).toBe(false);
    expect(IBAN_LIKE.test('HR12')).toBe(false);
    expect(IBAN_LIKE.test('HRAB1001')).toBe(false);
  });

  it('recognises accommodation codes', () => {
    expect(ACCOMMODATION_CODE.test('HR2731.100.1')).toBe(true);
    expect(isAccommodationCode('HR2731.100')).toBe(false);
    expect(isAccommodationCode('H2731.100.1')).toBe(false);
    expect(isAccommodationCode(42)).toBe(false);
  });

  it.each(['+385 91 234 5678', '0049 (30) 123-456', '091/234.567', '12345', '+1 (555) 010-9999'])('accepts phone %s', (phone) => {
    expect(PHONE_NUMBER.test(phone)).toBe(true);
  });

  it.each(['1234', '+', 'abc12345', '12345x', '++3851234567', '1234567890123456789'])('rejects phone %s', (phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
  });

  it('rejects non-strings as phone numbers and strips punctuation', () => {
    expect(isPhoneNumber(null)).toBe(false);
    expect(stripNonAlphanumerics('HR27-31.100/1 ž')).toBe('HR27311001');
  });
});

describe('isEmailOrPhone', () => {
  it('accepts generated e-mail addresses and phone numbers, and no text without either', async () => {
    const { isEmailAddress, isEmailOrPhone } = await import('../../src/domain/patterns');
    assertProperty(
      fc.property(fc.emailAddress(), (email) => {
        expect(isEmailAddress(email)).toBe(true);
        expect(isEmailOrPhone(email)).toBe(true);
      }),
    );
    expect(isEmailOrPhone('+385 91 234 5678')).toBe(true);
    const wordsArb = fc.array(fc.constantFrom('a', 'b', 'z', ' ', '.'), { minLength: 1, maxLength: 30 }).map((c) => c.join(''));
    assertProperty(
      fc.property(wordsArb, (text) => {
        expect(isEmailOrPhone(text)).toBe(false);
      }),
    );
    expect(isEmailOrPhone('ana@example')).toBe(false);
    expect(isEmailOrPhone('call me maybe')).toBe(false);
  });
});
