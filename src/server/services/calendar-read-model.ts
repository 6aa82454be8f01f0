// Read model of the calendar: stored stays and imported events as the contract's CalendarEntry
// (and a clash for the 409 of an owner booking). Pure mapping, no IO.
import type { DateClash } from '../../contract/api-error';
import type { CalendarEntry } from '../../contract/calendar';
import { type BookingKind, type CalendarEntryType, CalendarEntryTypes } from '../../domain/enumerations';
import type { CalendarStay, ConflictEvent } from '../repositories/calendar-repository';
import { OWNER_BOOKING_KINDS } from './reservation-read-model';

/** Stays with a reservation page (see repositories/reservations-repository.ts). */
const RESERVATION_PAGE_KINDS: readonly string[] = ['Reservation', 'OwnerBooking', 'MyRent', 'HouseClosing'];

/** The calendar type of a stay kind: owner bookings block the home; every other kind is its own type. */
export function entryType(kind: string): CalendarEntryType {
  if (OWNER_BOOKING_KINDS.includes(kind)) return 'Blocked';
  return (CalendarEntryTypes as readonly string[]).includes(kind) ? (kind as CalendarEntryType) : 'Blocked';
}

function titleOf(stay: CalendarStay): string {
  if (stay.kind === 'Reservation' || stay.kind === 'MyRent') return stay.travellerName;
  if (stay.kind === 'OwnerBooking') return stay.comment ?? '';
  if (stay.kind === 'ExternalBooking') return stay.importedTitle ?? '';
  return '';
}

/** A stay as a calendar entry. */
export function stayEntry(stay: CalendarStay): CalendarEntry {
  return {
    id: `stay-${stay.id}`,
    type: entryType(stay.kind),
    from: stay.arrival,
    to: stay.departure,
    title: titleOf(stay),
    reservationId: RESERVATION_PAGE_KINDS.includes(stay.kind) ? String(stay.id) : null,
    bookingKind: OWNER_BOOKING_KINDS.includes(stay.kind) ? (stay.kind as BookingKind) : null,
    feedId: stay.feedId === null ? null : String(stay.feedId),
    source: stay.feedName,
    conflict: false,
  };
}

/** An imported event that clashes with a stay: shown as an external booking in conflict. */
export function conflictEntry(event: ConflictEvent): CalendarEntry {
  return {
    id: `event-${event.id}`,
    type: 'ExternalBooking',
    from: event.arrival,
    to: event.departure,
    title: event.title,
    reservationId: null,
    bookingKind: null,
    feedId: String(event.feedId),
    source: event.feedName,
    conflict: true,
  };
}

/** A stay a new booking clashes with, as the 409 names it. */
export function toClash(stay: { id: number; kind: string; arrival: string; departure: string }): DateClash {
  return {
    type: entryType(stay.kind),
    from: stay.arrival,
    to: stay.departure,
    reservationId: RESERVATION_PAGE_KINDS.includes(stay.kind) ? String(stay.id) : null,
  };
}
