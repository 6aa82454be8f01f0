import { dateParts, epochDayOf } from './calendar-date';
import { weekdayOfEpochDay } from './date-arithmetic';
import type { CalendarDay } from './date-format';
import { resolveUiLocale } from './locale';

/** A week number and the year the week belongs to (may differ from the date's calendar year). */
export interface WeekOfYear {
  readonly week: number;
  readonly year: number;
}

/** First day of the week (ISO numbering, 1 = Monday): Monday in all ten interface locales. */
export function firstDayOfWeek(_locale: string): 1 {
  return 1;
}

/** The day of January the first week must contain: 1 for es and hr, 4 (ISO 8601) otherwise. */
export function firstWeekContainsDate(locale: string): 1 | 4 {
  const ui = resolveUiLocale(locale);
  return ui === 'es' || ui === 'hr' ? 1 : 4;
}

/** The Monday that starts week 1 of a year, in days from 1970-01-01. */
function weekOneStart(year: number, containsDay: number): number {
  const jan1 = epochDayOf(year, 1, 1);
  const weekday = weekdayOfEpochDay(jan1);
  const monday = jan1 - (weekday - 1);
  const lastJanuaryDayOfThatWeek = 8 - weekday;
  return lastJanuaryDayOfThatWeek >= containsDay ? monday : monday + 7;
}

/**
 * Week number of a date (a yyyy-MM-dd string, or a day's fields such as a Temporal.PlainDate) with
 * Monday-based weeks; week 1 contains 4 January (1 January for es and hr).
 */
export function weekOfYear(date: string | CalendarDay, locale: string): WeekOfYear {
  const { year, month, day } = typeof date === 'string' ? dateParts(date) : date;
  const containsDay = firstWeekContainsDate(locale);
  const days = epochDayOf(year, month, day);
  if (days >= weekOneStart(year + 1, containsDay)) return { week: 1, year: year + 1 };
  const thisStart = weekOneStart(year, containsDay);
  const inThisYear = days >= thisStart;
  const start = inThisYear ? thisStart : weekOneStart(year - 1, containsDay);
  return { week: Math.floor((days - start) / 7) + 1, year: inThisYear ? year : year - 1 };
}
