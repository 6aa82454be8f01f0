import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '../../src/domain/intl-formats';

const locales = ['en-GB', 'de-DE', 'hr-HR', 'fr-FR', 'cs-CZ'];

describe('Intl formats made once', () => {
  it('formats as a fresh formatter would, for any locale, options and value', () => {
    fc.assert(
      fc.property(fc.constantFrom(...locales), fc.constantFrom<Intl.NumberFormatOptions>({ style: 'percent' }, { style: 'currency', currency: 'EUR' }, { maximumFractionDigits: 1 }), fc.double({ noNaN: true, min: -1e9, max: 1e9 }), (locale, options, value) => {
        expect(numberFormat(locale, options).format(value)).toBe(new Intl.NumberFormat(locale, options).format(value));
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...locales), fc.integer({ min: 0, max: 4e12 }), (locale, ms) => {
        const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };
        expect(dateTimeFormat(locale, options).format(ms)).toBe(new Intl.DateTimeFormat(locale, options).format(ms));
      }),
    );
  });

  it('keeps one formatter per locale and options', () => {
    expect(numberFormat('de-DE', { style: 'percent' })).toBe(numberFormat('de-DE', { style: 'percent' }));
    expect(numberFormat('de-DE', { style: 'percent' })).not.toBe(numberFormat('fr-FR', { style: 'percent' }));
    expect(dateTimeFormat('de-DE', { hour: '2-digit' })).not.toBe(dateTimeFormat('de-DE', { minute: '2-digit' }));
  });
});
