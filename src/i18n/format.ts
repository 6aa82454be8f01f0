import { resolveUiLocale, toHtmlLocale } from '../domain/locale';

/** Dates and amounts as the owner's language writes them (the interface locale, not the browser's). */

/** The Intl locale of an interface language (en → en-gb, de → de-de…). */
export const intlLocale = (locale: string) => toHtmlLocale(resolveUiLocale(locale));

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date (yyyy-MM-dd) with its weekday, "Sat 12 Jul 2026"; a moment (ISO date-time) is
 * shown as its date in the visitor's time zone. Unreadable input is returned as it is.
 */
export function formatDay(iso: string, locale: string): string {
  const calendarDate = CALENDAR_DATE.test(iso);
  const date = new Date(calendarDate ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(calendarDate ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** A moment (ISO date-time) as a date without weekday, "12 Jul 2026"; unreadable input as it is. */
export function formatInstant(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' }).format(date);
}

/** An amount with its currency: "€1,234.50", "1.234,50 €". */
export function formatMoney(money: { amount: number; currency: string }, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: money.currency }).format(money.amount);
}

/** A share 0..1 as a whole percentage: "63%", "63 %". */
export function formatPercent(share: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(share);
}
