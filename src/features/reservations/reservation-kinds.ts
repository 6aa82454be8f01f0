import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Reservation } from '../../contract/reservations';
import type { ReservationKind } from '../../domain/enumerations';
import { customerName, reservationKind } from '../../domain/reservation';
import { reservationKindLabels } from '../../i18n/reservation-kind-labels';
import { CalendarIcon, HomeIcon, type IconComponent, InfoIcon, UserIcon } from '../../ui/icon';

/** Each reservation kind's icon and name: shown together, never colour alone. */
export const kinds: Record<ReservationKind, { icon: IconComponent; label: MessageDescriptor }> = {
  HouseClosing: { icon: HomeIcon, label: reservationKindLabels.HouseClosing },
  OwnerBooking: { icon: UserIcon, label: reservationKindLabels.OwnerBooking },
  MyRent: { icon: CalendarIcon, label: reservationKindLabels.MyRent },
  Comment: { icon: InfoIcon, label: reservationKindLabels.Comment },
};

/**
 * What names a reservation: the customer; for a stay without one its kind (an owner booking with
 * its home: its number says nothing to the owner), else its number.
 */
export function reservationTitle(i18n: I18n, reservation: Reservation): string {
  const kind = reservationKind(reservation);
  const name = customerName(reservation);
  if (name) return name;
  if (kind === 'OwnerBooking') return i18n._({ id: 'reservations.title.ownerBooking', message: 'Owner booking at {home}', values: { home: reservation.accommodation.name } });
  return kind ? i18n._(kinds[kind].label) : reservation.resNo;
}

/** Whether the title already says the kind, so no badge repeats it. */
export function titleNamesKind(reservation: Reservation): boolean {
  return !customerName(reservation) && reservationKind(reservation) !== null;
}
