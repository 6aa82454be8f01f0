import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { UiLocales } from '../../src/domain/enumerations';
import { firstDayOfWeek, firstWeekContainsDate, weekOfYear } from '../../src/domain/week-of-year';
import { assertProperty, plainDateArb, uiLocaleArb } from '../support/fast-check';

const isoLocaleArb = fc.constantFrom(...UiLocales.filter((l) => l !== 'es' && l !== 'hr'));
const date = (iso: string) => Temporal.PlainDate.from(iso);

describe('weekOfYear properties', () => {
  it('gives weeks 1–53 of the calendar year or a neighbour', () => {
    assertProperty(
      fc.property(plainDateArb, uiLocaleArb, (d, locale) => {
        const { week, year } = weekOfYear(d, locale);
        expect(week).toBeGreaterThanOrEqual(1);
        expect(week).toBeLessThanOrEqual(53);
        expect(Math.abs(year - d.year)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('is the same for every day of a Monday-based week', () => {
    assertProperty(
      fc.property(plainDateArb, uiLocaleArb, (d, locale) => {
        const monday = d.subtract({ days: d.dayOfWeek - 1 });
        expect(weekOfYear(d, locale)).toEqual(weekOfYear(monday, locale));
      }),
    );
  });

  it('advances consecutive Mondays by one week, or restarts at week 1 of the next year', () => {
    assertProperty(
      fc.property(plainDateArb, uiLocaleArb, (d, locale) => {
        const monday = d.subtract({ days: d.dayOfWeek - 1 });
        const current = weekOfYear(monday, locale);
        const next = weekOfYear(monday.add({ days: 7 }), locale);
        if (next.year === current.year) expect(next.week).toBe(current.week + 1);
        else expect(next).toEqual({ week: 1, year: current.year + 1 });
      }),
    );
  });

  it("matches Temporal's ISO week for locales other than es and hr", () => {
    assertProperty(
      fc.property(plainDateArb, isoLocaleArb, (d, locale) => {
        expect(weekOfYear(d, locale)).toEqual({ week: d.weekOfYear, year: d.yearOfWeek });
        expect(weekOfYear(d.toString(), locale)).toEqual({ week: d.weekOfYear, year: d.yearOfWeek });
      }),
    );
  });

  it('puts 1 January in week 1 for es and hr', () => {
    assertProperty(
      fc.property(fc.integer({ min: 1900, max: 2199 }), fc.constantFrom('es', 'hr'), (year, locale) => {
        expect(weekOfYear(Temporal.PlainDate.from({ year, month: 1, day: 1 }), locale)).toEqual({ week: 1, year });
      }),
    );
  });
});

describe('weekOfYear examples (spec section 9)', () => {
  it('starts weeks on Monday everywhere', () => {
    for (const locale of UiLocales) expect(firstDayOfWeek(locale)).toBe(1);
  });

  it('uses 4 January except for es and hr, and en for unknown locales', () => {
    expect(UiLocales.map(firstWeekContainsDate)).toEqual([4, 4, 4, 1, 4, 1, 4, 4, 4, 4]);
    expect(firstWeekContainsDate('xx')).toBe(4);
  });

  it.each([
    ['2021-01-01', 'de', { week: 53, year: 2020 }],
    ['2021-01-01', 'es', { week: 1, year: 2021 }],
    ['2021-01-04', 'es', { week: 2, year: 2021 }],
    ['2021-01-04', 'en', { week: 1, year: 2021 }],
    ['2024-12-30', 'en', { week: 1, year: 2025 }],
    ['2024-12-30', 'hr', { week: 1, year: 2025 }],
    ['2022-12-31', 'hr', { week: 1, year: 2023 }],
    ['2023-12-31', 'hr', { week: 53, year: 2023 }],
    ['2023-01-01', 'hr', { week: 1, year: 2023 }],
    ['2023-01-01', 'fr', { week: 52, year: 2022 }],
    ['2026-07-15', 'pl', { week: 29, year: 2026 }],
  ])('%s in %s is %o', (iso, locale, expected) => {
    expect(weekOfYear(date(iso), locale)).toEqual(expected);
  });
});
