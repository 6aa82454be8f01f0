import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { daysBetween, daysInMonth, epochDay, isCalendarDate, isLeapYear } from '../../src/domain/calendar-date';
import { nightsBetween } from '../../src/domain/stay';
import { assertProperty, isoDateArb } from '../support/fast-check';

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const dateLikeArb = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);

function temporalAccepts(text: string): boolean {
  try {
    Temporal.PlainDate.from(text);
    return true;
  } catch {
    return false;
  }
}

describe('calendar date properties', () => {
  it('counts days between two dates as Temporal does', () => {
    assertProperty(
      fc.property(isoDateArb, isoDateArb, (from, to) => {
        expect(daysBetween(from, to)).toBe(nightsBetween(from, to));
      }),
    );
  });

  it('numbers days from 1970-01-01, and refuses what is not a date', () => {
    expect(epochDay('1970-01-01')).toBe(0);
    expect(epochDay('2000-03-01')).toBe(11_017);
    expect(epochDay('0000-01-01')).toBe(-719_528);
    expect(() => epochDay('2026-02-29')).toThrow(RangeError);
    expect(() => daysBetween('2026-01-01', '2026-1-2')).toThrow(RangeError);
  });

  it('agrees with Temporal on every yyyy-MM-dd string', () => {
    assertProperty(
      fc.property(dateLikeArb, (text) => {
        expect(isCalendarDate(text)).toBe(temporalAccepts(text));
      }),
    );
  });

  it('accepts every real date', () => {
    assertProperty(
      fc.property(isoDateArb, (text) => {
        expect(isCalendarDate(text)).toBe(true);
      }),
    );
  });

  it('knows the month lengths and leap years Temporal knows', () => {
    assertProperty(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const yearMonth = Temporal.PlainYearMonth.from({ year, month });
        expect(daysInMonth(year, month)).toBe(yearMonth.daysInMonth);
        expect(isLeapYear(year)).toBe(yearMonth.inLeapYear);
      }),
    );
  });
});

describe('calendar date examples', () => {
  it.each(['2024-02-29', '2000-02-29', '2023-12-31'])('accepts %s', (text) => {
    expect(isCalendarDate(text)).toBe(true);
  });

  it.each(['1900-02-29', '2023-02-29', '2023-04-31', '2023-13-01', '2023-1-01', '20230101', ' 2023-01-01', 'today'])(
    'rejects %s',
    (text) => {
      expect(isCalendarDate(text)).toBe(false);
    },
  );
});
