import { daysInMonth } from './calendar-date';
import { type GridKey, moveInGrid } from './calendar-grid';
import { addDays, dayOfWeek } from './date-arithmetic';

/*
 * The month a date picker shows and the keys that move its focus, on yyyy-MM-dd strings and day
 * numbers only: every form with a date field loads this, and the Temporal polyfill would cost
 * each of them ~19 kB gzip.
 */

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * The weeks, Monday first, that show a month (1–12) of a year: 4 to 6 rows of seven, with the
 * month's dates (yyyy-MM-dd) and null for the days of the neighbouring months.
 */
export function pickerWeeks(year: number, month: number): (string | null)[][] {
  const first = `${pad(year, 4)}-${pad(month, 2)}-01`;
  const lead = dayOfWeek(first) - 1;
  const count = daysInMonth(year, month);
  const cells = Math.ceil((lead + count) / 7) * 7;
  const weeks: (string | null)[][] = [];
  for (let cell = 0; cell < cells; cell += 1) {
    if (cell % 7 === 0) weeks.push([]);
    const day = cell - lead;
    weeks[weeks.length - 1]!.push(day >= 0 && day < count ? addDays(first, day) : null);
  }
  return weeks;
}

/** The earliest and latest date a picker offers (yyyy-MM-dd, inclusive); either may be open. */
export interface DateBounds {
  readonly min?: string;
  readonly max?: string;
}

/** A date moved into the bounds. */
export function clampDate(date: string, { min, max }: DateBounds): string {
  if (min !== undefined && date < min) return min;
  if (max !== undefined && date > max) return max;
  return date;
}

/** Whether a date lies within the bounds. */
export function withinBounds(date: string, bounds: DateBounds): boolean {
  return clampDate(date, bounds) === date;
}

/**
 * The date a key moves the picker's focus to, within the bounds: the calendar grid's moves, with
 * Shift a year at a time on Page Up / Page Down.
 */
export function movePickerFocus(date: string, key: GridKey, shift: boolean, bounds: DateBounds = {}): string {
  return clampDate(moveInGrid(date, key, shift ? 12 : 1), bounds);
}
