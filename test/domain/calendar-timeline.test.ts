import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { GridKeys } from '../../src/domain/calendar-grid';
import { monthDays, moveInTimeline } from '../../src/domain/calendar-timeline';
import { assertProperty, isoDateArb } from '../support/fast-check';

const monthArb = fc.tuple(fc.integer({ min: 1901, max: 2199 }), fc.integer({ min: 1, max: 12 }));
const positionArb = fc.integer({ min: 1, max: 40 }).chain((homes) => fc.record({ homes: fc.constant(homes), home: fc.integer({ min: 0, max: homes - 1 }), day: isoDateArb }));

describe('monthDays', () => {
  it('lists every day of the month once, in order', () => {
    assertProperty(
      fc.property(monthArb, ([year, month]) => {
        const days = monthDays(year, month);
        expect(days).toHaveLength(Temporal.PlainDate.from({ year, month, day: 1 }).daysInMonth);
        expect(days[0]).toBe(`${year}-${String(month).padStart(2, '0')}-01`);
        for (let i = 1; i < days.length; i++) expect(Temporal.PlainDate.from(days[i - 1]!).add({ days: 1 }).toString()).toBe(days[i]);
      }),
    );
  });

  it('knows February of a leap year', () => {
    expect(monthDays(2028, 2).at(-1)).toBe('2028-02-29');
    expect(monthDays(2026, 2).at(-1)).toBe('2026-02-28');
  });
});

describe('moveInTimeline', () => {
  it('never leaves the rows, whatever the key', () => {
    assertProperty(
      fc.property(positionArb, fc.constantFrom(...GridKeys), ({ homes, home, day }, key) => {
        const moved = moveInTimeline({ home, day }, key, homes);
        expect(moved.home).toBeGreaterThanOrEqual(0);
        expect(moved.home).toBeLessThan(homes);
      }),
    );
  });

  it('undoes a move left with a move right, and up with down inside the rows', () => {
    assertProperty(
      fc.property(positionArb, ({ homes, home, day }) => {
        expect(moveInTimeline(moveInTimeline({ home, day }, 'ArrowLeft', homes), 'ArrowRight', homes)).toEqual({ home, day });
        if (home > 0) expect(moveInTimeline(moveInTimeline({ home, day }, 'ArrowUp', homes), 'ArrowDown', homes)).toEqual({ home, day });
      }),
    );
  });

  it('keeps the day on up and down, the home on every day key, and Home/End inside the month', () => {
    assertProperty(
      fc.property(positionArb, ({ homes, home, day }) => {
        expect(moveInTimeline({ home, day }, 'ArrowDown', homes).day).toBe(day);
        for (const key of ['Home', 'End'] as const) {
          const moved = moveInTimeline({ home, day }, key, homes);
          expect(moved.home).toBe(home);
          expect(moved.day.slice(0, 7)).toBe(day.slice(0, 7));
        }
      }),
    );
  });

  it('moves by months with Page Up and Page Down, to the shorter month’s last day', () => {
    expect(moveInTimeline({ home: 2, day: '2026-03-31' }, 'PageUp', 5)).toEqual({ home: 2, day: '2026-02-28' });
    expect(moveInTimeline({ home: 2, day: '2026-01-31' }, 'PageDown', 5)).toEqual({ home: 2, day: '2026-02-28' });
    expect(moveInTimeline({ home: 4, day: '2026-08-17' }, 'ArrowDown', 5)).toEqual({ home: 4, day: '2026-08-17' });
    expect(moveInTimeline({ home: 0, day: '2026-08-17' }, 'ArrowUp', 5)).toEqual({ home: 0, day: '2026-08-17' });
    expect(moveInTimeline({ home: 1, day: '2026-08-17' }, 'End', 5)).toEqual({ home: 1, day: '2026-08-31' });
  });
});
