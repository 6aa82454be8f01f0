import type { Accommodation } from '../contract/accommodations';
import type { ReservationEarnings } from '../contract/reservation-earnings';
import type { Reservation, ReservationPage, ReservationsQuery } from '../contract/reservations';
import { portKey } from './port-key';

/** The account's holiday homes and their stays. Throws GatewayError. */
export interface ReservationsGateway {
  accommodations(): Promise<Accommodation[]>;
  /** One page of reservations (page size 12 by default). */
  list(query: Partial<ReservationsQuery>): Promise<ReservationPage>;
  /** One reservation with the guest's contact when the provider shares it; 404 for others' ids. */
  detail(id: string): Promise<Reservation>;
  /** What a reservation earns the owner (needs the payments permission: 403 otherwise); 404 for others' ids. */
  earnings(id: string): Promise<ReservationEarnings>;
  /** Removes an owner booking that has not started. */
  removeOwnerBooking(id: string): Promise<void>;
}

/** The key the app binds the ReservationsGateway adapter to. */
export const reservationsPort = portKey<ReservationsGateway>('reservations');
