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

/** What names a reservation: the customer; for a stay without one (a house closing) its kind, else its number. */
export function reservationTitle(i18n: I18n, reservation: Reservation): string {
  const kind = reservationKind(reservation);
  return customerName(reservation) || (kind ? i18n._(kinds[kind].label) : reservation.resNo);
}
