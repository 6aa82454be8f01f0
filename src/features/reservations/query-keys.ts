import type { ReservationType } from '../../domain/route-params';
import type { ReservationFilters } from './reservation-filters';

/**
 * The roots of the portal's query keys that more than one page touches. Every key of a kind
 * starts with its root, so invalidating the root refreshes all of them. The inbox feature gets
 * `queryRoots.inbox` from its page wiring (features do not import each other).
 */
export const queryRoots = {
  reservations: ['reservations'],
  calendar: ['calendar'],
  inbox: ['inbox'],
  ownerBookings: ['ownerBookings'],
  accommodations: ['accommodations'],
} as const;

/** What removing an owner booking makes stale (spec 7, DELETE /api/owner-bookings/{id}). */
export const invalidatedByOwnerBookingRemoval = [
  queryRoots.reservations,
  queryRoots.calendar,
  queryRoots.inbox,
  queryRoots.ownerBookings,
] as const;

/** Keys of the reservation queries. Reservations are not worded by locale, so no locale in them. */
export const reservationKeys = {
  lists: () => [...queryRoots.reservations, 'list'] as const,
  list: (type: ReservationType, filters: ReservationFilters) => [...queryRoots.reservations, 'list', type, filters] as const,
  detail: (id: string) => [...queryRoots.reservations, 'detail', id] as const,
  accommodations: () => queryRoots.accommodations,
};
