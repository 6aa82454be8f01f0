import type { Temporal } from 'temporal-polyfill';
import { daysBetween } from './calendar-date';

/** A calendar date as an ISO string ('2024-07-01') or a PlainDate. */
export type DateLike = string | Temporal.PlainDate;

/** A stay as the half-open range of nights [arrival, departure). */
export interface Stay {
  readonly arrival: DateLike;
  readonly departure: DateLike;
}

/** A date as its ISO string (yyyy-MM-dd); a PlainDate's own string form. */
export function isoOf(date: DateLike): string {
  return typeof date === 'string' ? date : date.toString();
}

/** Nights from arrival to departure (negative when departure is before arrival); RangeError for a string that is not an ISO calendar date. */
export function nightsBetween(arrival: DateLike, departure: DateLike): number {
  return daysBetween(isoOf(arrival), isoOf(departure));
}

/** A stay is valid when departure is after arrival (at least one night). */
export function isValidStay(arrival: DateLike, departure: DateLike): boolean {
  return nightsBetween(arrival, departure) > 0;
}

/** Whether two stays share at least one night; a stay that is not valid overlaps nothing. */
export function staysOverlap(a: Stay, b: Stay): boolean {
  return (
    isValidStay(a.arrival, a.departure) &&
    isValidStay(b.arrival, b.departure) &&
    nightsBetween(a.arrival, b.departure) > 0 &&
    nightsBetween(b.arrival, a.departure) > 0
  );
}
