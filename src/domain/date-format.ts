import type { Temporal } from 'temporal-polyfill';
import { resolveUiLocale, toHtmlLocale } from './locale';
import { dateTimeFormat } from './intl-formats';

/** A calendar day: a Temporal.PlainDate, or anything with its three fields. */
export type CalendarDay = Pick<Temporal.PlainDate, 'year' | 'month' | 'day'>;

/** 400 Gregorian years are exactly this many days: the calendar repeats. */
const DAYS_PER_400_YEARS = 146_097;
const MS_PER_DAY = 86_400_000;

/**
 * The day at midnight UTC in epoch milliseconds, to be formatted in UTC: the platform's Intl names
 * months and weekdays without the Temporal polyfill in every page that shows a date. Date.UTC
 * reads years below 100 as 19xx, so those are computed 400 years later and moved back.
 */
function utcMidnight({ year, month, day }: CalendarDay): number {
  return Date.UTC(year + 400, month - 1, day) - DAYS_PER_400_YEARS * MS_PER_DAY;
}

/** Default display format: four-digit year, two-digit month and day. */
export const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd';

/**
 * The Intl locale of a UI locale or of an HTML/Intl tag ("de", "de-DE", "de-de"): views hand either,
 * and a tag read as an unknown UI locale named the months in English in German and Croatian.
 */
const htmlLocaleOf = (locale: string) => toHtmlLocale(resolveUiLocale(locale.toLowerCase().split('-')[0]));

const TOKENS = /'[^']*'|yyyy|yy|MMMM|MMM|MM|M|dd|d|EEEE|EEE/g;

function namePart(date: CalendarDay, htmlLocale: string, part: 'month' | 'weekday', width: 'long' | 'short'): string {
  const options = part === 'month' ? ({ day: 'numeric', month: width } as const) : ({ weekday: width } as const);
  const parts = dateTimeFormat(htmlLocale, { ...options, timeZone: 'UTC' }).formatToParts(utcMidnight(date));
  return parts
    .filter((p) => p.type === part)
    .map((p) => p.value)
    .join('');
}

/**
 * Formats a date with tokens yyyy, yy, MM, M, dd, d, MMMM, MMM (month name as used in a date),
 * EEEE, EEE (weekday name); text in single quotes is literal; other characters pass through.
 * Unknown locales fall back to en.
 */
export function formatDate(date: CalendarDay, locale: string, format: string = DEFAULT_DATE_FORMAT): string {
  const htmlLocale = htmlLocaleOf(locale);
  return format.replace(TOKENS, (token) => {
    switch (token) {
      case 'yyyy':
        return String(date.year).padStart(4, '0');
      case 'yy':
        return String(date.year % 100).padStart(2, '0');
      case 'MMMM':
        return namePart(date, htmlLocale, 'month', 'long');
      case 'MMM':
        return namePart(date, htmlLocale, 'month', 'short');
      case 'MM':
        return String(date.month).padStart(2, '0');
      case 'M':
        return String(date.month);
      case 'dd':
        return String(date.day).padStart(2, '0');
      case 'd':
        return String(date.day);
      case 'EEEE':
        return namePart(date, htmlLocale, 'weekday', 'long');
      case 'EEE':
        return namePart(date, htmlLocale, 'weekday', 'short');
      default:
        return token.slice(1, -1);
    }
  });
}

/**
 * The longer, localised forms a view may ask for instead of the default (spec 9): the language
 * decides order and words ("Sat 12 Jul 2026", "Sa., 12. Juli 2026").
 */
export const DateStyles = {
  /** Weekday, day, short month, year. */
  weekdayDate: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  /** Day, short month, year. */
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  /** Weekday, day, month and year in words. */
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** Day and short month. */
  dayMonth: { day: 'numeric', month: 'short' },
  /** The month's name alone, long or short. */
  month: { month: 'long' },
  monthShort: { month: 'short' },
  /** Month and year. */
  monthYear: { month: 'long', year: 'numeric' },
  /** The weekday's name alone, long or short. */
  weekday: { weekday: 'long' },
  weekdayShort: { weekday: 'short' },
  weekdayNarrow: { weekday: 'narrow' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DateStyles;

/** A date in one of the localised {@link DateStyles}; unknown locales fall back to en. */
export function formatDateStyle(date: CalendarDay, locale: string, style: DateStyle): string {
  return dateTimeFormat(htmlLocaleOf(locale), { ...DateStyles[style], timeZone: 'UTC' }).format(utcMidnight(date));
}
