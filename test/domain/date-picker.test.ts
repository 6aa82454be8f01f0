import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayOfWeek, fromEpochDay } from '../../src/domain/date-arithmetic';
import { GridKeys, isGridKey } from '../../src/domain/calendar-grid';
import { clampDate, movePickerFocus, pickerWeeks, withinBounds } from '../../src/domain/date-picker';
import { epochDay } from '../../src/domain/calendar-date';
import { assertProperty, isoDateArb } from '../support/fast-check';

const monthArb = fc.tuple(fc.integer({ min: 1901, max: 2199 }), fc.integer({ min: 1, max: 12 }));
const plain = (iso: string) => Temporal.PlainDate.from(iso);

describe('date arithmetic without Temporal, checked against Temporal', () => {
  it('turns day numbers back into the dates they count', () => {
    assertProperty(
      fc.property(isoDateArb, (iso) => {
        expect(fromEpochDay(epochDay(iso))).toBe(iso);
      }),
    );
  });

  it('adds days and months and names the weekday as Temporal does', () => {
    assertProperty(
      fc.property(isoDateArb, fc.integer({ min: -800, max: 800 }), fc.integer({ min: -30, max: 30 }), (iso, days, months) => {
        expect(addDays(iso, days)).toBe(plain(iso).add({ days }).toString());
        expect(addMonths(iso, months)).toBe(plain(iso).add({ months }).toString());
        expect(dayOfWeek(iso)).toBe(plain(iso).dayOfWeek);
      }),
    );
  });

  it('keeps the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-03-31', -13)).toBe('2027-02-28');
  });
});

describe('pickerWeeks', () => {
  it('shows every day of the month once, in order, under its weekday, in 4 to 6 rows of seven', () => {
    assertProperty(
      fc.property(monthArb, ([year, month]) => {
        const weeks = pickerWeeks(year, month);
        expect(weeks.length).toBeGreaterThanOrEqual(4);
        expect(weeks.length).toBeLessThanOrEqual(6);
        for (const week of weeks) expect(week).toHaveLength(7);
        const days = weeks.flat();
        const dates = days.filter((day) => day !== null);
        expect(dates).toHaveLength(Temporal.PlainYearMonth.from({ year, month }).daysInMonth);
        dates.forEach((day, index) => expect(plain(day).day).toBe(index + 1));
        days.forEach((day, index) => day && expect(dayOfWeek(day)).toBe((index % 7) + 1));
      }),
    );
  });

  it('starts February 2027 on a Monday with no leading blanks', () => {
    expect(pickerWeeks(2027, 2)[0]![0]).toBe('2027-02-01');
    expect(pickerWeeks(2026, 12)[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
  });
});

describe('movePickerFocus', () => {
  it('moves by day, week, month and year as the WAI-ARIA date picker asks', () => {
    const from = '2026-12-02'; // a Wednesday
    expect(movePickerFocus(from, 'ArrowLeft', false)).toBe('2026-12-01');
    expect(movePickerFocus(from, 'ArrowRight', false)).toBe('2026-12-03');
    expect(movePickerFocus(from, 'ArrowUp', false)).toBe('2026-11-25');
    expect(movePickerFocus(from, 'ArrowDown', false)).toBe('2026-12-09');
    expect(movePickerFocus(from, 'Home', false)).toBe('2026-11-30');
    expect(movePickerFocus(from, 'End', false)).toBe('2026-12-06');
    expect(movePickerFocus(from, 'PageUp', false)).toBe('2026-11-02');
    expect(movePickerFocus(from, 'PageDown', false)).toBe('2027-01-02');
    expect(movePickerFocus(from, 'PageUp', true)).toBe('2025-12-02');
    expect(movePickerFocus(from, 'PageDown', true)).toBe('2027-12-02');
  });

  it('never leaves the bounds', () => {
    assertProperty(
      fc.property(isoDateArb, isoDateArb, fc.constantFrom(...GridKeys), fc.boolean(), (a, b, key, shift) => {
        const bounds = a <= b ? { min: a, max: b } : { min: b, max: a };
        const moved = movePickerFocus(clampDate(a, bounds), key, shift, bounds);
        expect(withinBounds(moved, bounds)).toBe(true);
      }),
    );
  });

  it('clamps to either bound and leaves open bounds alone', () => {
    expect(clampDate('2026-01-01', { min: '2026-02-01' })).toBe('2026-02-01');
    expect(clampDate('2026-03-01', { max: '2026-02-01' })).toBe('2026-02-01');
    expect(clampDate('2026-03-01', {})).toBe('2026-03-01');
    expect(withinBounds('2026-03-01', { max: '2026-02-01' })).toBe(false);
  });

  it('knows its keys', () => {
    expect(isGridKey('PageDown')).toBe(true);
    expect(isGridKey('Enter')).toBe(false);
  });
});
