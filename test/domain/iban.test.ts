import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IBAN_LENGTHS, isValidIban, normalizeIban } from '../../src/domain/iban';
import { assertProperty } from '../support/fast-check';

/** Check digits by ISO 13616, computed independently of the implementation with BigInt. */
function checkDigits(country: string, bban: string): string {
  const numeric = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return String(98n - (BigInt(numeric) % 97n)).padStart(2, '0');
}

const alphanumeric = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const validIbanArb = fc
  .constantFrom(...Object.entries(IBAN_LENGTHS))
  .chain(([country, length]) =>
    fc
      .array(alphanumeric, { minLength: length - 4, maxLength: length - 4 })
      .map((chars) => chars.join(''))
      .map((bban) => `${country}${checkDigits(country, bban)}${bban}`),
  );

describe('isValidIban properties', () => {
  it('accepts IBANs built from random BBANs with computed check digits', () => {
    assertProperty(
      fc.property(validIbanArb, (iban) => {
        expect(isValidIban(iban)).toBe(true);
      }),
    );
  });

  it('rejects any single-digit change', () => {
    assertProperty(
      fc.property(
        validIbanArb.filter((iban) => /\d/.test(iban.slice(2))),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (iban, pick, delta) => {
          const digitPositions = [...iban].flatMap((c, i) => (i >= 2 && /\d/.test(c) ? [i] : []));
          const position = digitPositions[pick % digitPositions.length]!;
          const changed = String((Number(iban[position]) + delta) % 10);
          expect(isValidIban(iban.slice(0, position) + changed + iban.slice(position + 1))).toBe(false);
        },
      ),
    );
  });

  it('tolerates spaces and lowercase', () => {
    assertProperty(
      fc.property(validIbanArb, (iban) => {
        const printed = iban.replace(/(.{4})/g, '$1 ').toLowerCase();
        expect(isValidIban(printed)).toBe(true);
        expect(normalizeIban(printed)).toBe(iban);
      }),
    );
  });

  it('rejects a wrong length', () => {
    assertProperty(
      fc.property(validIbanArb, alphanumeric, (iban, extra) => {
        expect(isValidIban(iban + extra)).toBe(false);
        expect(isValidIban(iban.slice(0, -1))).toBe(false);
      }),
    );
  });
});

describe('isValidIban examples', () => {
  it.each([
    'GB82 WEST 1234 5698 7654 32',
    'DE89 3704 0044 0532 0130 00',
    'HR12 1001 0051 8630 0016 0',
    'AT61 1904 3002 3457 3201',
    'CH93 0076 2011 6238 5295 7',
    'NO93 8601 1117 947',
    'NL91 ABNA 0417 1643 00',
    'FR14 2004 1010 0505 0001 3M02 606',
    'be68 5390 0754 7034',
  ])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each(['GB82 WEST 1234 5698 7654 33', 'XX82 WEST 1234 5698 7654 32', 'DE89 3704 0044 0532 0130', '', 'GB82-WEST'])(
    'rejects %s',
    (iban) => {
      expect(isValidIban(iban)).toBe(false);
    },
  );

  it('covers every EU/EEA country, CH and GB', () => {
    const required = 'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK IS LI NO CH GB'.split(' ');
    for (const country of required) expect(IBAN_LENGTHS[country]).toBeGreaterThan(0);
  });
});
