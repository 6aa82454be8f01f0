import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../../src/domain/calendar-date';
import { dateInputPattern, formatDateInput, numericDateFormat, NumericDateFormats, parseDateInput } from '../../src/domain/date-input';
import { UiLocales } from '../../src/domain/enumerations';
import { toHtmlLocale } from '../../src/domain/locale';
import { assertProperty, isoDateArb, uiLocaleArb } from '../support/fast-check';

const date = (iso: string) => ({ kind: 'date', date: iso });
const invalid = { kind: 'invalid' };

describe('the numeric date form of each language', () => {
  it.each(UiLocales)('%s writes dates as Intl does, in its order with its separators', (locale) => {
    const { padded } = NumericDateFormats[locale];
    const digits = padded ? '2-digit' : 'numeric';
    const intl = new Intl.DateTimeFormat(toHtmlLocale(locale), { day: digits, month: digits, year: 'numeric', timeZone: 'UTC' });
    for (const iso of ['2026-12-01', '2026-01-05', '1999-11-23']) expect(formatDateInput(iso, locale)).toBe(intl.format(Date.parse(iso)));
  });

  it('falls back to British English for an unknown locale', () => {
    expect(numericDateFormat('xx')).toBe(NumericDateFormats.en);
    expect(formatDateInput('2026-12-01', 'xx')).toBe('01/12/2026');
  });
});

describe('parseDateInput properties', () => {
  it('reads back every date it writes, in every locale (round trip)', () => {
    assertProperty(
      fc.property(isoDateArb, uiLocaleArb, (iso, locale) => {
        expect(parseDateInput(formatDateInput(iso, locale), locale)).toEqual(date(iso));
      }),
    );
  });

  it('reads the digits alone, day month year with a four-digit year', () => {
    assertProperty(
      fc.property(isoDateArb, uiLocaleArb, (iso, locale) => {
        const [year, month, day] = iso.split('-');
        expect(parseDateInput(`${day}${month}${year}`, locale)).toEqual(date(iso));
      }),
    );
  });

  it('reads a pasted ISO date and any mix of separators and blanks around', () => {
    assertProperty(
      fc.property(isoDateArb, uiLocaleArb, fc.constantFrom('.', '/', '-', ' ', '. '), fc.constantFrom('', ' ', '\t'), (iso, locale, separator, blank) => {
        const [year, month, day] = iso.split('-');
        expect(parseDateInput(`${blank}${iso}${blank}`, locale)).toEqual(date(iso));
        expect(parseDateInput(`${day}${separator}${month}${separator}${year}`, locale)).toEqual(date(iso));
      }),
    );
  });

  it('gives only real calendar dates, and refuses nothing that is one', () => {
    assertProperty(
      fc.property(fc.string({ maxLength: 14 }), uiLocaleArb, (text, locale) => {
        const read = parseDateInput(text, locale);
        if (read.kind === 'date') expect(isCalendarDate(read.date)).toBe(true);
        if (isCalendarDate(text)) expect(read).toEqual(date(text));
        if (text.trim() === '') expect(read).toEqual({ kind: 'empty' });
      }),
    );
  });
});

describe('parseDateInput examples (issue 17)', () => {
  it('reads 01122026 as the first of December in German and British English, not 12 January', () => {
    expect(parseDateInput('01122026', 'de')).toEqual(date('2026-12-01'));
    expect(parseDateInput('01122026', 'en')).toEqual(date('2026-12-01'));
  });

  it('reads six digits with a two-digit year in this century', () => {
    expect(parseDateInput('011226', 'de')).toEqual(date('2026-12-01'));
    expect(parseDateInput('1.12.26', 'pl')).toEqual(date('2026-12-01'));
  });

  it('puts a two-digit year in the last century when this one would pass the latest date', () => {
    expect(parseDateInput('12.04.71', 'de', { max: '2026-11-23' })).toEqual(date('1971-04-12'));
    expect(parseDateInput('12.04.26', 'de', { max: '2026-11-23' })).toEqual(date('2026-04-12'));
  });

  it('reads the usual ways of writing in each language', () => {
    expect(parseDateInput('1.12.2026', 'de')).toEqual(date('2026-12-01'));
    expect(parseDateInput('01/12/2026', 'fr')).toEqual(date('2026-12-01'));
    expect(parseDateInput('1. 12. 2026', 'cs')).toEqual(date('2026-12-01'));
    expect(parseDateInput('1. 12. 2026.', 'hr')).toEqual(date('2026-12-01'));
    expect(parseDateInput('1-12-2026', 'nl')).toEqual(date('2026-12-01'));
  });

  it('refuses dates that do not exist and text that is no date', () => {
    for (const text of ['31.02.2026', '29.02.2027', '13/13/2026', '00.12.2026', '1.12.0026', '1.12.202', '1.12.2', '1.12', '011220261', '0112202', '111.12.2026', '1.123.2026', 'morgen', '1.12.2026 10:00', '...'])
      expect(parseDateInput(text, 'de'), text).toEqual(invalid);
    expect(parseDateInput('29.02.2028', 'de')).toEqual(date('2028-02-29'));
  });

  it('formats with the language’s leading zeros and end', () => {
    expect(formatDateInput('2026-01-05', 'cs')).toBe('5. 1. 2026');
    expect(formatDateInput('2026-01-05', 'hr')).toBe('05. 01. 2026.');
    expect(formatDateInput('2026-01-05', 'de')).toBe('05.01.2026');
  });
});

describe('dateInputPattern', () => {
  it('spells the pattern with the language’s letters, in its order and width', () => {
    expect(dateInputPattern('de', { day: 'T', month: 'M', year: 'J' })).toBe('TT.MM.JJJJ');
    expect(dateInputPattern('en', { day: 'D', month: 'M', year: 'Y' })).toBe('DD/MM/YYYY');
    expect(dateInputPattern('cs', { day: 'D', month: 'M', year: 'R' })).toBe('D. M. RRRR');
    expect(dateInputPattern('hr', { day: 'D', month: 'M', year: 'G' })).toBe('DD. MM. GGGG.');
  });
});
