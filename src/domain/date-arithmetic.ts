// Date arithmetic on yyyy-MM-dd strings without Temporal (its polyfill costs a page ~19 kB gzip):
// what the calendar, owner booking, benchmark and payout pages compute. Separate from
// calendar-date.ts, which the route guard loads on every page.
import { dateParts, daysInMonth, epochDay, isCalendarDate } from './calendar-date';

/** The day `days` after 1970-01-01 (Hinnant's civil_from_days): the inverse of calendar-date's epochDay. */
function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day: dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1 };
}

/** The yyyy-MM-dd date of a year (0–9999), month (1–12) and day; RangeError for anything else. */
export function isoDate(year: number, month: number, day: number): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
  if (!Number.isInteger(year) || !isCalendarDate(text)) throw new RangeError(`Not a calendar date: ${year}-${month}-${day}`);
  return text;
}

/** The yyyy-MM-dd date `days` after 1970-01-01 (negative: before); RangeError outside the years 0–9999. */
export function fromEpochDay(days: number): string {
  const { year, month, day } = civilFromDays(days);
  return isoDate(year, month, day);
}

/** The date `days` days after a yyyy-MM-dd date (before it when negative). */
export function addDays(value: string, days: number): string {
  return fromEpochDay(epochDay(value) + days);
}

/** The ISO weekday of a day counted from 1970-01-01 (a Thursday): 1 is Monday, 7 Sunday. */
export function weekdayOfEpochDay(days: number): number {
  return ((((days + 3) % 7) + 7) % 7) + 1;
}

/** The ISO weekday of a yyyy-MM-dd date: 1 is Monday, 7 Sunday. */
export function dayOfWeek(value: string): number {
  return weekdayOfEpochDay(epochDay(value));
}

/**
 * The date `months` months after a yyyy-MM-dd date (before it when negative), on the same day of
 * the month or the month's last day when it is shorter (Temporal's `constrain`).
 */
export function addMonths(value: string, months: number): string {
  const { year, month, day } = dateParts(value);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return isoDate(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

