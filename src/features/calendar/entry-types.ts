import type { I18n } from '@lingui/core';
import type { CalendarEntry } from '../../contract/calendar';
import type { CalendarEntryType } from '../../domain/enumerations';

/** How each entry type is told apart without colour: its name, a symbol and a fill pattern (calendar.css.ts). */
export const entryTypeLabels: Record<CalendarEntryType, { id: string; message: string }> = {
  Reservation: /*i18n*/ { id: 'calendar.type.reservation', message: 'Guest reservation' },
  OptionalBooking: /*i18n*/ { id: 'calendar.type.optional', message: 'Option held by a guest' },
  RequestedBooking: /*i18n*/ { id: 'calendar.type.requested', message: 'Booking request' },
  Pending: /*i18n*/ { id: 'calendar.type.pending', message: 'Waiting for confirmation' },
  Blocked: /*i18n*/ { id: 'calendar.type.blocked', message: 'Blocked' },
  ExternalBooking: /*i18n*/ { id: 'calendar.type.external', message: 'Booked on another platform' },
  HouseClosing: /*i18n*/ { id: 'calendar.type.closing', message: 'House closed' },
  RenewContract: /*i18n*/ { id: 'calendar.type.renew', message: 'Contract renewal needed' },
};

export const entrySymbols: Record<CalendarEntryType, string> = {
  Reservation: '●',
  OptionalBooking: '◐',
  RequestedBooking: '◌',
  Pending: '◔',
  Blocked: '■',
  ExternalBooking: '◆',
  HouseClosing: '✕',
  RenewContract: '↻',
};

/** The entry's name as a person reads it: the type, an owner booking's kind, a conflict. */
export function entryLabel(i18n: I18n, entry: CalendarEntry): string {
  let label = i18n._(entryTypeLabels[entry.type]);
  if (entry.bookingKind === 'OwnerBooking') label = i18n._({ id: 'calendar.kind.ownerBooking', message: 'Blocked for your own stay' });
  if (entry.bookingKind === 'MyRent') label = i18n._({ id: 'calendar.kind.myRent', message: 'Blocked: let by you' });
  if (entry.conflict) label = i18n._({ id: 'calendar.conflict', message: '{label} (conflict: not booked)', values: { label } });
  return label;
}
