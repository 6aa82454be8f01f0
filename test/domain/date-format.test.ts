import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { type DateStyle, DateStyles, DEFAULT_DATE_FORMAT, formatDate, formatDateStyle } from '../../src/domain/date-format';
import { assertProperty, plainDateArb, uiLocaleArb } from '../support/fast-check';

const date = Temporal.PlainDate.from('2024-03-05');

describe('formatDate properties', () => {
  it('formats yyyy-MM-dd by default as the ISO date, in every locale', () => {
    assertProperty(
      fc.property(plainDateArb, uiLocaleArb, (d, locale) => {
        expect(formatDate(d, locale)).toBe(d.toString());
      }),
    );
  });

  it('reads back from d.M.yyyy', () => {
    assertProperty(
      fc.property(plainDateArb, (d) => {
        const [day, month, year] = formatDate(d, 'de', 'd.M.yyyy').split('.').map(Number);
        expect(Temporal.PlainDate.from({ year: year!, month: month!, day: day! }).equals(d)).toBe(true);
      }),
    );
  });
});

describe('formatDate examples (spec section 9)', () => {
  it('defaults to four-digit year, two-digit month and day', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('yyyy-MM-dd');
    expect(formatDate(date, 'en')).toBe('2024-03-05');
  });

  it('supports numeric tokens and quoted literals', () => {
    expect(formatDate(date, 'de', 'dd.MM.yyyy')).toBe('05.03.2024');
    expect(formatDate(date, 'en', 'd/M/yy')).toBe('5/3/24');
    expect(formatDate(date, 'en', "yyyy 'week of' d")).toBe('2024 week of 5');
  });

  it('names months and weekdays in the locale, as used within a date', () => {
    expect(formatDate(date, 'en', 'EEEE d MMMM yyyy')).toBe('Tuesday 5 March 2024');
    expect(formatDate(date, 'hr', 'd. MMMM')).toBe('5. ožujka');
    expect(formatDate(date, 'de', 'EEEE, d. MMMM')).toBe('Dienstag, 5. März');
    expect(formatDate(date, 'en', 'EEE d MMM')).toBe('Tue 5 Mar');
  });

  it('falls back to en for an unknown locale', () => {
    expect(formatDate(date, 'xx', 'MMMM')).toBe('March');
  });
});

describe('formatDateStyle', () => {
  it('writes every style with the year of the date where the style has one, in every locale', () => {
    assertProperty(
      fc.property(plainDateArb, uiLocaleArb, fc.constantFrom(...(Object.keys(DateStyles) as DateStyle[])), (d, locale, style) => {
        const text = formatDateStyle(d, locale, style);
        expect(text.length).toBeGreaterThan(0);
        if ('year' in DateStyles[style]) expect(text).toContain(String(d.year));
      }),
    );
  });

  it('follows the language in order and words, and falls back to English', () => {
    expect(formatDateStyle(date, 'en', 'weekdayDate')).toBe('Tue, 5 Mar 2024');
    expect(formatDateStyle(date, 'de', 'long')).toBe('Dienstag, 5. März 2024');
    expect(formatDateStyle(date, 'hr', 'month')).toBe('ožujak');
    expect(formatDateStyle(date, 'xx', 'monthYear')).toBe(formatDateStyle(date, 'en', 'monthYear'));
  });

  it('takes an HTML/Intl tag as well as a UI locale: views that hand "de-de" get German months, not English', () => {
    expect(formatDateStyle(date, 'de-de', 'monthShort')).toBe(formatDateStyle(date, 'de', 'monthShort'));
    expect(formatDateStyle(date, 'hr-HR', 'month')).toBe('ožujak');
    expect(formatDate(date, 'de-DE', 'd. MMMM yyyy')).toBe('5. März 2024');
  });
});
