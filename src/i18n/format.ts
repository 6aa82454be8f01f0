import { type CalendarDay, type DateStyle, formatDateStyle } from '../domain/date-format';
import { dateTimeFormat, numberFormat } from '../domain/intl-formats';
import { resolveUiLocale, toHtmlLocale } from '../domain/locale';
import { dayInZone, momentZone } from './moment-zone';

/** Dates and amounts as the owner's language writes them (the interface locale, not the browser's). */

/** The Intl locale of an interface language (en → en-gb, de → de-de…). */
export const intlLocale = (locale: string) => toHtmlLocale(resolveUiLocale(locale));

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day of a date (yyyy-MM-dd as it is) or of a moment (its date in the visitor's time zone). */
function dayOf(iso: string): CalendarDay | null {
  const calendarDate = CALENDAR_DATE.exec(iso);
  if (calendarDate) return { year: Number(calendarDate[1]), month: Number(calendarDate[2]), day: Number(calendarDate[3]) };
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? null : dayInZone(moment);
}

/**
 * A calendar date (yyyy-MM-dd) or a moment (ISO date-time) with its weekday, "Sat, 12 Jul 2026",
 * through the domain's one date formatter. Unreadable input is returned as it is.
 */
export function formatDay(iso: string, locale: string): string {
  const day = dayOf(iso);
  return day ? formatDateStyle(day, locale, 'weekdayDate') : iso;
}

/** A date or moment without weekday, "12 Jul 2026"; unreadable input as it is. */
export function formatInstant(iso: string, locale: string): string {
  const day = dayOf(iso);
  return day ? formatDateStyle(day, locale, 'medium') : iso;
}

/** A formatter of calendar dates (yyyy-MM-dd) or moments in one of the domain's styles, for views that show many. */
export function dayFormat(locale: string, style: DateStyle): { format: (iso: string) => string } {
  return { format: (iso) => {
    const day = dayOf(iso);
    return day ? formatDateStyle(day, locale, style) : iso;
  } };
}

/** A moment with its time of day in the visitor's time zone, "12 Jul 2026, 14:05"; unreadable input as it is. */
export function formatMoment(iso: string, locale: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  const timeZone = momentZone();
  const time = dateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit', ...(timeZone ? { timeZone } : {}) }).format(moment);
  return `${formatInstant(iso, locale)}, ${time}`;
}

/** An amount with its currency: "€1,234.50", "1.234,50 €". */
export function formatMoney(money: { amount: number; currency: string }, locale: string): string {
  return numberFormat(intlLocale(locale), { style: 'currency', currency: money.currency }).format(money.amount);
}

/** A share 0..1 as a whole percentage: "63%", "63 %". */
export function formatPercent(share: number, locale: string): string {
  return numberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** A rounded amount with its currency, for tight spaces (a night's price in the calendar): "€120", "120 €". */
export function formatWholeMoney(money: { amount: number; currency: string }, locale: string): string {
  return numberFormat(intlLocale(locale), { style: 'currency', currency: money.currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(money.amount);
}
