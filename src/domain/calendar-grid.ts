import { daysInMonth } from './calendar-date';
import { addDays, addMonths, dayOfWeek, isoDate } from './date-arithmetic';
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
  const first = isoDate(year, month, 1);
  const last = isoDate(year, month, daysInMonth(year, month));
  const weeks: GridWeek[] = [];
  // ISO dates of four-digit years compare as strings.
  for (let monday = addDays(first, 1 - dayOfWeek(first)); monday <= last; monday = addDays(monday, 7)) {
    const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
    const { week, year: weekYear } = weekOfYear(monday, locale);
    weeks.push({ week, weekYear, days });
  }
  return weeks;
}

/** The keys of the WAI-ARIA grid pattern a month view answers. */
export const GridKeys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'] as const;
export type GridKey = (typeof GridKeys)[number];

/** Whether a keyboard key is one a date grid answers. */
export function isGridKey(key: string): key is GridKey {
  return (GridKeys as readonly string[]).includes(key);
}

/**
 * The day a key moves the focus to: a day left or right, a week up or down, the week's Monday
 * (Home) or Sunday (End), the same day of the previous or next month (Page Up / Page Down; the
 * month's last day when it is shorter); `monthStep` months at a time (a date picker's Shift moves a year).
 */
export function moveInGrid(date: string, key: GridKey, monthStep = 1): string {
  const moves = {
    ArrowLeft: () => addDays(date, -1),
    ArrowRight: () => addDays(date, 1),
    ArrowUp: () => addDays(date, -7),
    ArrowDown: () => addDays(date, 7),
    Home: () => addDays(date, 1 - dayOfWeek(date)),
    End: () => addDays(date, 7 - dayOfWeek(date)),
    PageUp: () => addMonths(date, -monthStep),
    PageDown: () => addMonths(date, monthStep),
  };
  return moves[key]();
}

/** The entries occupying the night of a day (from ≤ day < to): what the day announces. */
export function entriesOnDay<T extends DateSpan>(entries: readonly T[], day: string): T[] {
  return entries.filter((entry) => entry.from <= day && day < entry.to);
}
