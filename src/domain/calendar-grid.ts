import { Temporal } from 'temporal-polyfill';
import type { DateSpan } from './calendar-range';
import { weekOfYear } from './week-of-year';

/** One row of a month view: Monday to Sunday, with the week's number by the locale's rule. */
export interface GridWeek {
  readonly week: number;
  /** The year the week number belongs to (can differ from the month's year around New Year). */
  readonly weekYear: number;
  /** Seven ISO dates, Monday first; days of the neighbouring months included. */
  readonly days: readonly string[];
}

/** The weeks (4–6 rows, Monday first) that show a month (1–12) of a year. */
export function monthWeeks(year: number, month: number, locale: string): GridWeek[] {
  const first = Temporal.PlainDate.from({ year, month, day: 1 });
  const last = first.with({ day: first.daysInMonth });
  const weeks: GridWeek[] = [];
  for (let monday = first.subtract({ days: first.dayOfWeek - 1 }); Temporal.PlainDate.compare(monday, last) <= 0; monday = monday.add({ days: 7 })) {
    const { week, year: weekYear } = weekOfYear(monday, locale);
    weeks.push({ week, weekYear, days: Array.from({ length: 7 }, (_, index) => monday.add({ days: index }).toString()) });
  }
  return weeks;
}

/** The keys of the WAI-ARIA grid pattern a month view answers. */
export const GridKeys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'] as const;
export type GridKey = (typeof GridKeys)[number];

/**
 * The day a key moves the focus to: a day left or right, a week up or down, the week's Monday
 * (Home) or Sunday (End), the same day of the previous or next month (Page Up / Page Down; the
 * month's last day when it is shorter).
 */
export function moveInGrid(date: string, key: GridKey): string {
  const day = Temporal.PlainDate.from(date);
  const moved = {
    ArrowLeft: () => day.subtract({ days: 1 }),
    ArrowRight: () => day.add({ days: 1 }),
    ArrowUp: () => day.subtract({ days: 7 }),
    ArrowDown: () => day.add({ days: 7 }),
    Home: () => day.subtract({ days: day.dayOfWeek - 1 }),
    End: () => day.add({ days: 7 - day.dayOfWeek }),
    PageUp: () => day.subtract({ months: 1 }),
    PageDown: () => day.add({ months: 1 }),
  }[key]();
  return moved.toString();
}

/** The entries occupying the night of a day (from ≤ day < to): what the day announces. */
export function entriesOnDay<T extends DateSpan>(entries: readonly T[], day: string): T[] {
  return entries.filter((entry) => entry.from <= day && day < entry.to);
}
