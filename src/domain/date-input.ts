import { isCalendarDate } from './calendar-date';
import type { UiLocale } from './enumerations';
import { resolveUiLocale } from './locale';

/** One of the three numbers of a date. */
export type DatePart = 'day' | 'month' | 'year';

/**
 * How a language writes a date in digits, as a person types it into a form: "01.12.2026" in
 * German, "01/12/2026" in British English, "1. 12. 2026" in Czech, "01. 12. 2026." in Croatian.
 */
export interface NumericDateFormat {
  /** The three parts in writing order. */
  readonly order: readonly [DatePart, DatePart, DatePart];
  /** What stands between two parts. */
  readonly separator: string;
  /** What follows the last part (Croatian ends a date with a dot). */
  readonly end: string;
  /** Whether day and month are written with two digits ("01") rather than as they are ("1"). */
  readonly padded: boolean;
}

const dayMonthYear = ['day', 'month', 'year'] as const;
const slashes: NumericDateFormat = { order: dayMonthYear, separator: '/', end: '', padded: true };
const dots: NumericDateFormat = { order: dayMonthYear, separator: '.', end: '', padded: true };

/**
 * The numeric form of each interface language, as Intl writes it (en is en-GB). A table rather
 * than Intl at run time: browsers ship different ICU versions, and a form must not change its
 * pattern with the browser. The test holds the table to Intl.
 */
export const NumericDateFormats: Readonly<Record<UiLocale, NumericDateFormat>> = {
  cs: { order: dayMonthYear, separator: '. ', end: '', padded: false },
  de: dots,
  en: slashes,
  es: slashes,
  fr: slashes,
  hr: { order: dayMonthYear, separator: '. ', end: '.', padded: true },
  it: slashes,
  nl: { order: dayMonthYear, separator: '-', end: '', padded: true },
  pl: dots,
  pt: slashes,
};

/** The numeric date form of a locale; unknown locales get en's. */
export function numericDateFormat(locale: string): NumericDateFormat {
  return NumericDateFormats[resolveUiLocale(locale)];
}

/** What a date field's text means: nothing, a calendar date (yyyy-MM-dd), or text that is no date. */
export type DateInput = { readonly kind: 'empty' } | { readonly kind: 'date'; readonly date: string } | { readonly kind: 'invalid' };

const EMPTY: DateInput = { kind: 'empty' };
const INVALID: DateInput = { kind: 'invalid' };

/** Only digits and the separators people use between them. */
const DATE_TEXT = /^[\d\s./-]+$/;
const SEPARATORS = /[\s./-]+/;

/**
 * The numbers of the groups, by part: three groups in the locale's order, or in ISO order when the
 * first has four digits (a pasted "2026-12-01"); one group of 8 or 6 digits split in the locale's
 * order with a four- or two-digit year ("01122026", "011226").
 */
function partsOf(groups: readonly string[], format: NumericDateFormat): Record<DatePart, string> | null {
  if (groups.length === 3) {
    const order = groups[0]!.length === 4 ? (['year', 'month', 'day'] as const) : format.order;
    return { [order[0]]: groups[0]!, [order[1]]: groups[1]!, [order[2]]: groups[2]! } as Record<DatePart, string>;
  }
  const digits = groups.length === 1 ? groups[0]! : '';
  if (digits.length !== 8 && digits.length !== 6) return null;
  const parts = {} as Record<DatePart, string>;
  let at = 0;
  for (const part of format.order) {
    const width = part === 'year' ? digits.length - 4 : 2;
    parts[part] = digits.slice(at, at + width);
    at += width;
  }
  return parts;
}

/**
 * The year of a typed year: four digits from 1000 on as they are; two digits in 2000–2099, or in
 * 1900–1999 when the 20xx date would lie after `max` (a birth date "12.04.71" is 1971).
 */
function fullYear(year: string, rest: string, max: string | undefined): string | null {
  if (year.length === 4) return Number(year) >= 1000 ? year : null;
  if (year.length !== 2) return null;
  return max !== undefined && `20${year}${rest}` > max ? `19${year}` : `20${year}`;
}

/**
 * Reads a date as a person types or pastes it in the locale's order: with any of the separators
 * space . / - ("1.12.2026", "01/12/2026", "1. 12. 2026.", "1-12-26"), or as digits only
 * ("01122026", "011226"); a pasted ISO date (year first) is read too. Text that is not a real
 * calendar date (31.02.2026, 13/13/2026, "tomorrow") is `invalid`; blank text is `empty`.
 * `max` (yyyy-MM-dd) only decides the century of a two-digit year.
 */
export function parseDateInput(text: string, locale: string, options: { readonly max?: string } = {}): DateInput {
  const trimmed = text.trim();
  if (trimmed === '') return EMPTY;
  if (!DATE_TEXT.test(trimmed)) return INVALID;
  const parts = partsOf(trimmed.split(SEPARATORS).filter((group) => group !== ''), numericDateFormat(locale));
  if (!parts || parts.day.length > 2 || parts.month.length > 2) return INVALID;
  const rest = `-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
  const year = fullYear(parts.year, rest, options.max);
  const date = `${year}${rest}`;
  return year !== null && isCalendarDate(date) ? { kind: 'date', date } : INVALID;
}

/** A calendar date (yyyy-MM-dd) in the locale's numeric form: "01.12.2026", "1. 12. 2026". */
export function formatDateInput(date: string, locale: string): string {
  const format = numericDateFormat(locale);
  const [year, month, day] = date.split('-') as [string, string, string];
  const unpadded = (value: string) => (format.padded ? value : String(Number(value)));
  const parts: Record<DatePart, string> = { year, month: unpadded(month), day: unpadded(day) };
  return format.order.map((part) => parts[part]).join(format.separator) + format.end;
}

/**
 * The pattern a date field shows as its hint, from the language's letters for day, month and year
 * ("TT.MM.JJJJ" with T, M, J in German; "D. M. RRRR" in Czech, which writes no leading zeros).
 */
export function dateInputPattern(locale: string, letters: Readonly<Record<DatePart, string>>): string {
  const format = numericDateFormat(locale);
  const width = (part: DatePart) => (part === 'year' ? 4 : format.padded ? 2 : 1);
  return format.order.map((part) => letters[part].repeat(width(part))).join(format.separator) + format.end;
}
