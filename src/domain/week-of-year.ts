import type { Temporal } from 'temporal-polyfill';
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

function weekOneStart(jan1: Temporal.PlainDate, containsDay: number): Temporal.PlainDate {
  const monday = jan1.subtract({ days: jan1.dayOfWeek - 1 });
  const lastJanuaryDayOfThatWeek = 8 - jan1.dayOfWeek;
  return lastJanuaryDayOfThatWeek >= containsDay ? monday : monday.add({ days: 7 });
}

/** Week number of a date with Monday-based weeks; week 1 contains 4 January (1 January for es and hr). */
export function weekOfYear(date: Temporal.PlainDate, locale: string): WeekOfYear {
  const containsDay = firstWeekContainsDate(locale);
  const jan1 = date.with({ month: 1, day: 1 });
  const nextStart = weekOneStart(jan1.add({ years: 1 }), containsDay);
  if (nextStart.until(date).days >= 0) return { week: 1, year: date.year + 1 };
  const thisStart = weekOneStart(jan1, containsDay);
  const inThisYear = thisStart.until(date).days >= 0;
  const start = inThisYear ? thisStart : weekOneStart(jan1.subtract({ years: 1 }), containsDay);
  return { week: Math.floor(start.until(date).days / 7) + 1, year: inThisYear ? date.year : date.year - 1 };
}
