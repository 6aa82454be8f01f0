import type { ReservationsQuery } from '../contract/reservations';

/**
 * Every query key of the portal's server state, and what each write makes stale. Features and
 * the app read keys only from here (features do not import each other, so this shared module is
 * where the reservations page learns that the overview lists owner bookings too).
 *
 * Every key starts with its root, so invalidating a root refreshes all its keys.
 */
export const queryRoots = {
  dashboard: ['dashboard'],
  reservations: ['reservations'],
  accommodations: ['accommodations'],
  calendar: ['calendar'],
  ownerBookings: ['ownerBookings'],
  inbox: ['inbox'],
  features: ['features'],
} as const;

export type QueryRoot = (typeof queryRoots)[keyof typeof queryRoots];

export const queryKeys = {
  /** The overview: not worded by locale (the client words tasks), so no locale in it. */
  dashboard: () => queryRoots.dashboard,
  /** Reservation lists of one type and filter (reservations are not worded by locale). */
  reservationLists: () => [...queryRoots.reservations, 'list'] as const,
  reservationList: (type: string, query: Partial<ReservationsQuery> | object) => [...queryRoots.reservations, 'list', type, query] as const,
  reservation: (id: string) => [...queryRoots.reservations, 'detail', id] as const,
  accommodations: () => queryRoots.accommodations,
  /** A home's calendar for some days. */
  calendar: (accommodationCode: string, from: string, to: string) => [...queryRoots.calendar, accommodationCode, from, to] as const,
  /** A home's private iCal feed address. */
  calendarExport: (accommodationCode: string) => [...queryRoots.calendar, accommodationCode, 'export'] as const,
  /** The other platforms' calendars a home imports. */
  calendarFeeds: (accommodationCode: string) => [...queryRoots.calendar, accommodationCode, 'feeds'] as const,
  /** The cards are worded for the visitor's language, so the locale is part of the key (spec 7). */
  inboxNotifications: (locale: string) => [...queryRoots.inbox, 'notifications', locale] as const,
  inboxStatus: () => [...queryRoots.inbox, 'status'] as const,
  features: () => queryRoots.features,
};

/**
 * What each kind of change makes stale: every page that shows the changed thing. After a write,
 * invalidate its set (`invalidate(queryClient, invalidatedBy.x)`); a new slice adds its roots to
 * the sets its data appears in.
 */
export const invalidatedBy = {
  /** DELETE /api/owner-bookings/{id}: the lists, the calendar, the overview (arrivals, tasks) and the inbox card it creates. */
  ownerBookingRemoved: [queryRoots.reservations, queryRoots.calendar, queryRoots.ownerBookings, queryRoots.dashboard, queryRoots.inbox],
  /** POST /api/owner-bookings: the calendar, the lists, the overview and the inbox card it creates. */
  ownerBookingCreated: [queryRoots.calendar, queryRoots.reservations, queryRoots.ownerBookings, queryRoots.dashboard, queryRoots.inbox],
  /** A live `notification` event: a new card, and a booking or task the overview may show. */
  notificationArrived: [queryRoots.inbox, queryRoots.dashboard, queryRoots.reservations, queryRoots.calendar],
  /** A demo booking (demo tools): the same as a booking that arrives from outside. */
  bookingCreated: [queryRoots.reservations, queryRoots.calendar, queryRoots.dashboard, queryRoots.inbox],
  /** A card marked read: the bell and the list. */
  notificationRead: [queryRoots.inbox],
  /** A renewal answered or a rating sent: the card and the overview's task for it. */
  inboxAnswered: [queryRoots.inbox, queryRoots.dashboard],
  /** Tax numbers saved: the overview's task asking for them. */
  taxIdsSaved: [queryRoots.dashboard],
} as const satisfies Record<string, readonly QueryRoot[]>;

/** Marks every root of a set stale (active queries refetch at once). */
export function invalidate(client: { invalidateQueries(filters: { queryKey: readonly unknown[] }): Promise<void> }, roots: readonly QueryRoot[]): Promise<void> {
  return Promise.all(roots.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);
}
