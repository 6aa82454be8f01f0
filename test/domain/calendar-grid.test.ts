import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { entriesOnDay, GridKeys, monthWeeks, moveInGrid } from '../../src/domain/calendar-grid';
import { weekOfYear } from '../../src/domain/week-of-year';
import { assertProperty, plainDateArb, uiLocaleArb } from '../support/fast-check';

const monthArb = fc.tuple(fc.integer({ min: 1901, max: 2199 }), fc.integer({ min: 1, max: 12 }));

describe('monthWeeks', () => {
  it('shows every day of the month once, in order, in 4 to 6 Monday-first rows', () => {
    assertProperty(
      fc.property(monthArb, uiLocaleArb, ([year, month], locale) => {
        const weeks = monthWeeks(year, month, locale);
        expect(weeks.length).toBeGreaterThanOrEqual(4);
        expect(weeks.length).toBeLessThanOrEqual(6);
        const days = weeks.flatMap((row) => row.days);
        for (let i = 1; i < days.length; i++) expect(Temporal.PlainDate.from(days[i - 1]!).add({ days: 1 }).toString()).toBe(days[i]);
        expect(Temporal.PlainDate.from(days[0]!).dayOfWeek).toBe(1);
        const inMonth = days.filter((day) => day.startsWith(`${year}-${String(month).padStart(2, '0')}-`));
        expect(inMonth).toHaveLength(Temporal.PlainDate.from({ year, month, day: 1 }).daysInMonth);
      }),
    );
  });

  it("numbers each row with the week of all its days, by the locale's rule", () => {
    assertProperty(
      fc.property(monthArb, uiLocaleArb, ([year, month], locale) => {
        for (const row of monthWeeks(year, month, locale)) {
          for (const day of row.days) expect(weekOfYear(Temporal.PlainDate.from(day), locale)).toEqual({ week: row.week, year: row.weekYear });
        }
      }),
    );
  });

  it('numbers 1 January 2027 (a Friday) week 53 of 2026 by ISO and week 1 in es and hr', () => {
    expect(monthWeeks(2027, 1, 'de')[0]).toMatchObject({ week: 53, weekYear: 2026 });
    expect(monthWeeks(2027, 1, 'es')[0]).toMatchObject({ week: 1, weekYear: 2027 });
  });
});

describe('moveInGrid', () => {
  const iso = plainDateArb.filter((date) => date.year > 1900 && date.year < 2199).map((date) => date.toString());

  it('moves by a day or a week, and back again', () => {
    assertProperty(
      fc.property(iso, (day) => {
        expect(moveInGrid(moveInGrid(day, 'ArrowRight'), 'ArrowLeft')).toBe(day);
        expect(moveInGrid(moveInGrid(day, 'ArrowDown'), 'ArrowUp')).toBe(day);
        expect(Temporal.PlainDate.from(day).until(moveInGrid(day, 'ArrowDown')).days).toBe(7);
      }),
    );
  });

  it('goes to the week’s Monday and Sunday with Home and End', () => {
    assertProperty(
      fc.property(iso, (day) => {
        const home = Temporal.PlainDate.from(moveInGrid(day, 'Home'));
        const end = Temporal.PlainDate.from(moveInGrid(day, 'End'));
        expect(home.dayOfWeek).toBe(1);
        expect(end.dayOfWeek).toBe(7);
        expect(home.until(end).days).toBe(6);
        expect(home.until(day).days).toBeLessThan(7);
      }),
    );
  });

  it('moves a month with Page Up and Page Down, to the last day of a shorter month', () => {
    assertProperty(
      fc.property(iso, fc.constantFrom('PageUp' as const, 'PageDown' as const), (day, key) => {
        const moved = Temporal.PlainDate.from(moveInGrid(day, key));
        const start = Temporal.PlainDate.from(day);
        expect(moved.day).toBe(Math.min(start.day, moved.daysInMonth));
        expect(Math.abs(moved.year * 12 + moved.month - (start.year * 12 + start.month))).toBe(1);
      }),
    );
    expect(moveInGrid('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(GridKeys).toHaveLength(8);
  });
});

describe('entriesOnDay', () => {
  it('lists the entries whose nights include the day (not their departure day)', () => {
    const entries = [
      { from: '2026-07-01', to: '2026-07-08', id: 'a' },
      { from: '2026-07-08', to: '2026-07-10', id: 'b' },
    ];
    expect(entriesOnDay(entries, '2026-07-08').map((entry) => entry.id)).toEqual(['b']);
    expect(entriesOnDay(entries, '2026-07-01').map((entry) => entry.id)).toEqual(['a']);
    expect(entriesOnDay(entries, '2026-07-10')).toEqual([]);
  });
});
