import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { dateParts, daysBetween, daysInMonth, epochDay, epochDayOf, isCalendarDate, isLeapYear } from '../../src/domain/calendar-date';
import { addDays, addMonths, dayOfWeek, fromEpochDay, isoDate } from '../../src/domain/date-arithmetic';
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
        expect(daysBetween(from, to)).toBe(Temporal.PlainDate.from(from).until(to).days);
      }),
    );
  });

  it('adds days, adds months and names the weekday as Temporal does', () => {
    assertProperty(
      fc.property(isoDateArb, fc.integer({ min: -800, max: 800 }), fc.integer({ min: -30, max: 30 }), (date, days, months) => {
        const plain = Temporal.PlainDate.from(date);
        expect(addDays(date, days)).toBe(plain.add({ days }).toString());
        expect(addMonths(date, months)).toBe(plain.add({ months }).toString());
        expect(dayOfWeek(date)).toBe(plain.dayOfWeek);
        expect(dateParts(date)).toEqual({ year: plain.year, month: plain.month, day: plain.day });
      }),
    );
  });

  it('turns a day number back into its date, for every day of the years 0–9999', () => {
    assertProperty(
      fc.property(fc.integer({ min: epochDay('0000-01-01'), max: epochDay('9999-12-31') }), (days) => {
        const date = fromEpochDay(days);
        expect(epochDay(date)).toBe(days);
        expect(isCalendarDate(date)).toBe(true);
        const { year, month, day } = dateParts(date);
        expect(epochDayOf(year, month, day)).toBe(days);
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

  it('writes dates of the years 0–9999 only, and refuses days that do not exist', () => {
    expect(isoDate(987, 3, 4)).toBe('0987-03-04');
    expect(fromEpochDay(-1)).toBe('1969-12-31');
    expect(dayOfWeek('1970-01-01')).toBe(4);
    expect(epochDayOf(10_000, 1, 1)).toBe(epochDay('9999-12-31') + 1);
    expect(() => isoDate(10_000, 1, 1)).toThrow(RangeError);
    expect(() => isoDate(-1, 1, 1)).toThrow(RangeError);
    expect(() => isoDate(2026, 2, 29)).toThrow(RangeError);
    expect(() => isoDate(2026.5, 2, 1)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addMonths('2026-02-30', 1)).toThrow(RangeError);
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
