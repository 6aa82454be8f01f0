import type { Temporal } from 'temporal-polyfill';
import type { ArrivalGroup, ReservationKind } from './enumerations';
import { toPlainDate, type DateLike } from './stay';

/** The reservation flags that decide its kind. */
export interface ReservationFlags {
  readonly houseClosing?: boolean;
  readonly ownerBooking?: boolean;
  readonly myRent?: boolean;
  readonly commentsAvailable?: boolean;
}

/** The name shown as the reservation's customer: the traveller's name. */
export function customerName(reservation: { readonly travellerName: string }): string {
  return reservation.travellerName;
}

/** The reservation's kind by precedence HouseClosing, OwnerBooking, MyRent, Comment; null for a plain guest booking. */
export function reservationKind(reservation: ReservationFlags): ReservationKind | null {
  if (reservation.houseClosing) return 'HouseClosing';
  if (reservation.ownerBooking) return 'OwnerBooking';
  if (reservation.myRent) return 'MyRent';
  if (reservation.commentsAvailable) return 'Comment';
  return null;
}

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
