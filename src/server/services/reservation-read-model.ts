// Read model of reservations: a stored stay as the contract's Reservation, with the rules of what
// an owner sees of it (shared guest contact, flags, whether it can be removed). Pure mapping, no IO.
import type { Temporal } from 'temporal-polyfill';
import * as z from 'zod/mini';
import { type Reservation, ReservationChange } from '../../contract/reservations';
import { ContactInfoTypes } from '../../domain/enumerations';
import { reservationKind } from '../../domain/reservation';
import { nightsBetween } from '../../domain/stay';
import type { StayRecord } from '../repositories/reservations-repository';

/** Owner bookings of both kinds: the stays an owner may remove before they start. */
export const OWNER_BOOKING_KINDS: readonly string[] = ['OwnerBooking', 'MyRent'];

/** Stays whose guest contact the provider shares with the owner (not owner bookings or closings). */
const GUEST_KINDS: readonly string[] = ['Reservation', 'MyRent'];

const StoredContacts = z.array(z.object({ type: z.enum(ContactInfoTypes), contact: z.string() }));

/**
 * An owner booking can be removed until its arrival day, unless it is canceled. (ISO dates compare
 * as strings; this runs for every row of every page.)
 */
export function isRemovable(stay: Pick<StayRecord, 'kind' | 'canceled' | 'arrival'>, today: Temporal.PlainDate): boolean {
  return OWNER_BOOKING_KINDS.includes(stay.kind) && !stay.canceled && stay.arrival > today.toString();
}

/**
 * The guest's contact as shown on the detail page: shared for active guest stays only (a canceled
 * guest's phone number is of no use to the owner, and keeping it from them is data minimisation).
 */
export function sharedContact(stay: Pick<StayRecord, 'kind' | 'canceled'>, stored: unknown): Reservation['travellerContact'] {
  if (!GUEST_KINDS.includes(stay.kind) || stay.canceled) return { show: false, value: [] };
  const parsed = StoredContacts.safeParse(stored);
  return { show: true, value: parsed.success ? parsed.data : [] };
}

/** What lists show: no contact at all. */
export const HIDDEN_CONTACT: Reservation['travellerContact'] = { show: false, value: [] };

/** Stored changes in the contract's shape; an entry that does not match is left out rather than failing the page. */
function changesOf(stored: unknown): ReservationChange[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry) => {
    const parsed = ReservationChange.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The contract's flags of a stay (they decide its kind, see the domain's reservationKind). */
export function reservationFlags(stay: Pick<StayRecord, 'kind' | 'hasComment'>) {
  return {
    ownerBooking: stay.kind === 'OwnerBooking',
    myRent: stay.kind === 'MyRent',
    houseClosing: stay.kind === 'HouseClosing',
    // An owner booking's comment is the owner's own note (ownerNote), not a guest's comment.
    commentsAvailable: stay.hasComment && !OWNER_BOOKING_KINDS.includes(stay.kind),
  };
}

/** Guests as the contract splits them. */
export function paxOf(stay: Pick<StayRecord, 'pax' | 'children'>): Reservation['pax'] {
  return { adults: Math.max(0, stay.pax - stay.children), children: stay.children };
}

/** A stay of the account as the contract's Reservation. */
export function toReservation(stay: StayRecord, today: Temporal.PlainDate, travellerContact: Reservation['travellerContact']): Reservation {
  const flags = reservationFlags(stay);
  return {
    id: String(stay.id),
    resNo: stay.resNo,
    accommodation: { code: stay.accommodationCode, name: stay.accommodationName },
    arrivalDate: stay.arrival,
    departureDate: stay.departure,
    nights: nightsBetween(stay.arrival, stay.departure),
    pax: paxOf(stay),
    travellerName: stay.travellerName,
    travellerContact,
    changes: changesOf(stay.changes),
    kind: reservationKind(flags),
    ...flags,
    canceled: stay.canceled,
    ownerNote: OWNER_BOOKING_KINDS.includes(stay.kind) ? stay.comment : null,
    removable: isRemovable(stay, today),
  };
}
