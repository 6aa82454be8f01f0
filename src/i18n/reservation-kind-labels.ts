import type { MessageDescriptor } from '@lingui/core';
import type { ReservationKind } from '../domain/enumerations';

/** The name of each reservation kind, wherever a reservation is shown. */
export const reservationKindLabels: Record<ReservationKind, MessageDescriptor> = {
  HouseClosing: /*i18n*/ { id: 'reservations.kind.houseClosing', message: 'House closed' },
  OwnerBooking: /*i18n*/ { id: 'reservations.kind.ownerBooking', message: 'Owner booking' },
  MyRent: /*i18n*/ { id: 'reservations.kind.myRent', message: 'Let by you' },
  Comment: /*i18n*/ { id: 'reservations.kind.comment', message: 'Guest comments' },
};
