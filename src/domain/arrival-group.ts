import type { Temporal } from 'temporal-polyfill';
import type { ArrivalGroup } from './enumerations';
import { toPlainDate } from './plain-date';
import type { DateLike } from './stay';

/**
 * How a stay relates to `today`: Today, Tomorrow, ArrivingInDays (later), CurrentGuest (arrived
 * before today and departing after today); null once the departure day is reached (past stays).
 */
export function arrivalGroup(
  reservation: { readonly arrivalDate: DateLike; readonly departureDate: DateLike },
  today: Temporal.PlainDate,
): ArrivalGroup | null {
  const daysToArrival = today.until(toPlainDate(reservation.arrivalDate)).days;
  if (daysToArrival === 0) return 'Today';
  if (daysToArrival === 1) return 'Tomorrow';
  if (daysToArrival > 1) return 'ArrivingInDays';
  return today.until(toPlainDate(reservation.departureDate)).days > 0 ? 'CurrentGuest' : null;
}
