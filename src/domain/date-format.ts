import { Intl as TemporalIntl, type Temporal } from 'temporal-polyfill';
import { resolveUiLocale, toHtmlLocale } from './locale';

/** Default display format: four-digit year, two-digit month and day. */
export const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd';

const TOKENS = /'[^']*'|yyyy|yy|MMMM|MMM|MM|M|dd|d|EEEE|EEE/g;

function namePart(
  date: Temporal.PlainDate,
  htmlLocale: string,
  part: 'month' | 'weekday',
  width: 'long' | 'short',
): string {
  const options = part === 'month' ? { day: 'numeric', month: width } as const : { weekday: width } as const;
  const parts = new TemporalIntl.DateTimeFormat(htmlLocale, options).formatToParts(date);
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
export function formatDate(date: Temporal.PlainDate, locale: string, format: string = DEFAULT_DATE_FORMAT): string {
  const htmlLocale = toHtmlLocale(resolveUiLocale(locale));
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
