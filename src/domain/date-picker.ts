import { daysInMonth } from './calendar-date';
import { addDays, addMonths, dayOfWeek } from './date-arithmetic';

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

/** The keys of the WAI-ARIA date picker dialog's grid. */
export const PickerKeys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'] as const;
export type PickerKey = (typeof PickerKeys)[number];

/** Whether a keyboard key is one the picker's grid answers. */
export function isPickerKey(key: string): key is PickerKey {
  return (PickerKeys as readonly string[]).includes(key);
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
 * The date a key moves the picker's focus to, within the bounds: a day left or right, a week up or
 * down, the week's Monday (Home) or Sunday (End), a month back or on (Page Up / Page Down), or a
 * year with Shift (the shorter month's last day when the day does not exist there).
 */
export function movePickerFocus(date: string, key: PickerKey, shift: boolean, bounds: DateBounds = {}): string {
  const months = shift ? 12 : 1;
  const moved = {
    ArrowLeft: () => addDays(date, -1),
    ArrowRight: () => addDays(date, 1),
    ArrowUp: () => addDays(date, -7),
    ArrowDown: () => addDays(date, 7),
    Home: () => addDays(date, 1 - dayOfWeek(date)),
    End: () => addDays(date, 7 - dayOfWeek(date)),
    PageUp: () => addMonths(date, -months),
    PageDown: () => addMonths(date, months),
  }[key]();
  return clampDate(moved, bounds);
}
