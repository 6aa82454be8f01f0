import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bicRequired, isValidBic, SEPA_COUNTRIES } from '../../src/domain/bic';
import { IBAN_LENGTHS, ibanCheckDigits, isValidIban } from '../../src/domain/iban';
import { assertProperty } from '../support/fast-check';

const letters = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const alphanumeric = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const text = (chars: fc.Arbitrary<string>, length: number) => fc.array(chars, { minLength: length, maxLength: length }).map((c) => c.join(''));

describe('BIC', () => {
  it('accepts 8 and 11 characters of the ISO 9362 shape, in any case', () => {
    assertProperty(
      fc.property(text(letters, 6), text(alphanumeric, 2), fc.option(text(alphanumeric, 3)), (bankCountry, place, branch) => {
        const bic = `${bankCountry}${place}${branch ?? ''}`;
        expect(isValidBic(bic)).toBe(true);
        expect(isValidBic(bic.toLowerCase())).toBe(true);
        expect(isValidBic(`${bic}X`)).toBe(false);
      }),
    );
    expect(isValidBic('1BCDEFGH')).toBe(false);
  });

  it('is needed exactly outside SEPA', () => {
    assertProperty(
      fc.property(fc.constantFrom(...Object.keys(IBAN_LENGTHS)), (country) => {
        expect(bicRequired(`${country}00`)).toBe(!SEPA_COUNTRIES.has(country));
      }),
    );
  });
});

describe('ibanCheckDigits', () => {
  it('makes a valid IBAN of any BBAN of the right length', () => {
    assertProperty(
      fc.property(
        fc.constantFrom(...Object.entries(IBAN_LENGTHS)).chain(([country, length]) => text(alphanumeric, length - 4).map((bban) => [country, bban] as const)),
        ([country, bban]) => {
          expect(isValidIban(`${country}${ibanCheckDigits(country, bban)}${bban}`)).toBe(true);
        },
      ),
    );
    expect(ibanCheckDigits('DE', '370400440532013000')).toBe('89');
  });
});
