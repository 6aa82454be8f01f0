import { describe, expect, it } from 'vitest';
import { dayFormat, formatDay, formatInstant, formatMoment, formatMoney, formatPercent, intlLocale } from '../../src/i18n/format';

describe('display formats', () => {
  it('use the interface language, en as en-GB', () => {
    expect(intlLocale('en')).toBe('en-gb');
    expect(intlLocale('xx')).toBe('en-gb');
    expect(formatDay('2026-07-11', 'en')).toBe('Sat, 11 Jul 2026');
    expect(formatDay('2026-07-11', 'de')).toBe('Sa., 11. Juli 2026');
  });

  it('keep a calendar date on its day in every time zone, and pass unreadable text through', () => {
    expect(formatDay('2026-01-01', 'en')).toContain('1 Jan 2026');
    expect(formatDay('not a date', 'en')).toBe('not a date');
    expect(formatInstant('nope', 'en')).toBe('nope');
    expect(formatInstant('2026-03-04T10:00:00Z', 'en')).toBe('4 Mar 2026');
    expect(formatDay('2026-03-04T10:00:00Z', 'en')).toContain('4 Mar 2026');
  });

  it('give views the domain styles for many dates, and moments with their time of day', () => {
    expect(dayFormat('de', 'long').format('2026-08-05')).toBe('Mittwoch, 5. August 2026');
    expect(dayFormat('en', 'monthYear').format('2026-08-01')).toBe('August 2026');
    expect(dayFormat('en', 'weekdayNarrow').format('2026-08-05')).toBe('W');
    expect(dayFormat('en', 'dayMonth').format('nope')).toBe('nope');
    expect(formatMoment('2026-03-04T10:00:00Z', 'en')).toMatch(/^4 Mar 2026, \d{2}:\d{2}$/);
    expect(formatMoment('nope', 'en')).toBe('nope');
  });

  it('write money with its currency and shares as percentages', () => {
    expect(formatMoney({ amount: 1234.5, currency: 'EUR' }, 'en')).toBe('€1,234.50');
    expect(formatMoney({ amount: 1234.5, currency: 'EUR' }, 'de')).toBe('1.234,50\u00a0€');
    expect(formatPercent(0.634, 'en')).toBe('63%');
    expect(formatPercent(0.634, 'fr')).toMatch(/^63\s%$/);
  });
});
