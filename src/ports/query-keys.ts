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
  payments: ['payments'],
  contractPrices: ['contractPrices'],
  dynamicPricing: ['dynamicPricing'],
  propertyProfile: ['propertyProfile'],
  benchmark: ['benchmark'],
  opportunities: ['opportunities'],
  passkeys: ['passkeys'],
  reviews: ['reviews'],
  documents: ['documents'],
  profile: ['profile'],
  contacts: ['contacts'],
  sentMessages: ['sentMessages'],
  referrals: ['referrals'],
} as const;

export type QueryRoot = (typeof queryRoots)[keyof typeof queryRoots];

export const queryKeys = {
  /** The overview: not worded by locale (the client words tasks), so no locale in it. */
  dashboard: () => queryRoots.dashboard,
  /** Reservation lists of one type and filter (reservations are not worded by locale). */
  reservationLists: () => [...queryRoots.reservations, 'list'] as const,
  reservationList: (type: string, query: Partial<ReservationsQuery> | object) => [...queryRoots.reservations, 'list', type, query] as const,
  reservation: (id: string) => [...queryRoots.reservations, 'detail', id] as const,
  reservationEarnings: (id: string) => [...queryRoots.reservations, 'earnings', id] as const,
  accommodations: () => queryRoots.accommodations,
  /** A home's calendar for some days. */
  calendar: (accommodationCode: string, from: string, to: string) => [...queryRoots.calendar, accommodationCode, from, to] as const,
  /** Every home's calendar for some days (the timeline); 'homes' is never a code (ACCOMMODATION_CODE is upper case). */
  calendarHomes: (from: string, to: string) => [...queryRoots.calendar, 'homes', from, to] as const,
  /** A home's private iCal feed address. */
  calendarExport: (accommodationCode: string) => [...queryRoots.calendar, accommodationCode, 'export'] as const,
  /** The other platforms' calendars a home imports. */
  calendarFeeds: (accommodationCode: string) => [...queryRoots.calendar, accommodationCode, 'feeds'] as const,
  /** The cards are worded for the visitor's language, so the locale is part of the key (spec 7). */
  inboxNotifications: (locale: string) => [...queryRoots.inbox, 'notifications', locale] as const,
  inboxStatus: () => [...queryRoots.inbox, 'status'] as const,
  features: () => queryRoots.features,
  paymentsOverview: () => [...queryRoots.payments, 'overview'] as const,
  paymentsTransactions: (query: object) => [...queryRoots.payments, 'transactions', query] as const,
  paymentsStatements: (year: number | undefined) => [...queryRoots.payments, 'statements', year ?? 'all'] as const,
  paymentInfo: () => [...queryRoots.payments, 'payment-info'] as const,
  contractPrices: () => queryRoots.contractPrices,
  contractHome: (code: string) => [...queryRoots.contractPrices, 'home', code] as const,
  contract: (code: string, year: number) => [...queryRoots.contractPrices, 'contract', code, year] as const,
  dynamicPricing: (code: string) => [...queryRoots.dynamicPricing, code] as const,
  /** Captions follow the interface language (Accept-Language), so the locale is part of the key. */
  pictures: (code: string, locale: string) => [...queryRoots.propertyProfile, 'pictures', code, locale] as const,
  propertyProfile: (code: string, language: string) => [...queryRoots.propertyProfile, 'profile', code, language] as const,
  benchmark: (code: string, level: string) => [...queryRoots.benchmark, code, level] as const,
  opportunities: () => queryRoots.opportunities,
  /** The owner's passkeys. */
  passkeys: () => queryRoots.passkeys,
  /** The account's profile, legal data and notification settings (the /profile pages). */
  profile: () => [...queryRoots.profile, 'account'] as const,
  profileLegal: () => [...queryRoots.profile, 'legal'] as const,
  profileNotifications: () => [...queryRoots.profile, 'notifications'] as const,
  /** The account's active sessions (/profile/sessions). */
  profileSessions: () => [...queryRoots.profile, 'sessions'] as const,
  reviewList: (query: object) => [...queryRoots.reviews, 'list', query] as const,
  /** Quotes prefer the reader's language, so the locale is part of the key. */
  /** The owner's messages to support. */
  sentMessages: () => queryRoots.sentMessages,
  reviewSummary: (accommodation: string, locale: string) => [...queryRoots.reviews, 'summary', accommodation, locale] as const,
  /** The documents of a kind and year. */
  documents: (query: object) => [...queryRoots.documents, query] as const,
  /** The owner's contacts at the provider. */
  contacts: () => queryRoots.contacts,
  /** The owner's recommendations of homeowners. */
  referrals: () => queryRoots.referrals,
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
  inboxAnswered: [queryRoots.inbox, queryRoots.dashboard, queryRoots.contractPrices],
  /** A renewal requested on the contract prices page: the contract, its inbox cards and the overview's task. */
  contractRenewed: [queryRoots.contractPrices, queryRoots.inbox, queryRoots.dashboard],
  /** Dynamic pricing changed: the prices it gives and the suggestion to turn it on. */
  dynamicPricingChanged: [queryRoots.dynamicPricing, queryRoots.contractPrices, queryRoots.opportunities],
  /** Tax numbers saved: the overview's task asking for them, and the profile's legal data. */
  taxIdsSaved: [queryRoots.dashboard, queryRoots.profile],
  /** A payout schedule or bank details changed: the payments pages, the overview's next payout, the inbox's iban card. */
  paymentsChanged: [queryRoots.payments, queryRoots.dashboard, queryRoots.inbox],
  /** Contact, address, legal data or notification settings changed: the profile pages and the overview's tasks. */
  profileChanged: [queryRoots.profile, queryRoots.dashboard],
  /** A review liked or disliked: the review lists. */
  reviewLiked: [queryRoots.reviews],
  /** A reply to a review written or edited: the review lists. */
  reviewReplied: [queryRoots.reviews],
  /** A document forwarded by e-mail: the lists that show when it was sent. */
  documentShared: [queryRoots.documents],
  /** A homeowner recommended: the owner's list of recommendations. */
  referralSent: [queryRoots.referrals],
} as const satisfies Record<string, readonly QueryRoot[]>;

/** The part of the query client that invalidation uses. */
interface InvalidatingClient {
  cancelQueries(filters: { queryKey: readonly unknown[] }): Promise<void>;
  invalidateQueries(filters: { queryKey: readonly unknown[] }): Promise<void>;
}

/**
 * Marks every root of a set stale (active queries refetch at once). A read still on its way may
 * have been answered before the change: it is cancelled first, because a query's first fetch is
 * joined rather than restarted, and would otherwise show the old answer as fresh.
 */
export async function invalidate(client: InvalidatingClient, roots: readonly QueryRoot[]): Promise<void> {
  await Promise.all(roots.map((queryKey) => client.cancelQueries({ queryKey })));
  await Promise.all(roots.map((queryKey) => client.invalidateQueries({ queryKey })));
}
