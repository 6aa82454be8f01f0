// No Temporal here: the reservation pages load this file; arrival-group.ts needs Temporal.
import type { ReservationKind } from './enumerations';

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
