import type { I18n, MessageDescriptor } from '@lingui/core';
import type { CalendarEntry } from '../../contract/calendar';

/**
 * What an owner calls what occupies a night: a guest's stay (confirmed, held as an option,
 * requested or waiting), their own stay, a stay they let themselves ("my rent"), the house
 * closed, a block imported from another platform, a contract renewal, any other block. Each has
 * its own colour, symbol and (for the unconfirmed ones) pattern (calendar-bars.css.ts).
 */
export const EntryKinds = ['guest', 'option', 'request', 'pending', 'own', 'myRent', 'closed', 'imported', 'renew', 'blocked'] as const;
export type EntryKind = (typeof EntryKinds)[number];

export function entryKind(entry: Pick<CalendarEntry, 'type' | 'bookingKind'>): EntryKind {
  if (entry.bookingKind === 'OwnerBooking') return 'own';
  if (entry.bookingKind === 'MyRent') return 'myRent';
  const byType = { Reservation: 'guest', OptionalBooking: 'option', RequestedBooking: 'request', Pending: 'pending', Blocked: 'blocked', ExternalBooking: 'imported', HouseClosing: 'closed', RenewContract: 'renew' } as const;
  return byType[entry.type];
}

export const entryKindLabels: Record<EntryKind, MessageDescriptor> = {
  guest: /*i18n*/ { id: 'calendar.type.reservation', message: 'Guest reservation' },
  option: /*i18n*/ { id: 'calendar.type.optional', message: 'Option held by a guest' },
  request: /*i18n*/ { id: 'calendar.type.requested', message: 'Booking request' },
  pending: /*i18n*/ { id: 'calendar.type.pending', message: 'Waiting for confirmation' },
  own: /*i18n*/ { id: 'calendar.kind.own', message: 'Own stay' },
  myRent: /*i18n*/ { id: 'calendar.kind.myRentShort', message: 'My rent' },
  closed: /*i18n*/ { id: 'calendar.kind.closed', message: 'Closed' },
  imported: /*i18n*/ { id: 'calendar.type.external', message: 'Booked on another platform' },
  renew: /*i18n*/ { id: 'calendar.type.renew', message: 'Contract renewal needed' },
  blocked: /*i18n*/ { id: 'calendar.type.blocked', message: 'Blocked' },
};

export const entrySymbols: Record<EntryKind, string> = {
  guest: '●',
  option: '◐',
  request: '◌',
  pending: '◔',
  own: '⌂',
  myRent: '★',
  closed: '✕',
  imported: '◆',
  renew: '↻',
  blocked: '■',
};

/** The entry's kind as a person reads it, with a conflict said. */
export function entryLabel(i18n: I18n, entry: CalendarEntry): string {
  const label = i18n._(entryKindLabels[entryKind(entry)]);
  return entry.conflict ? i18n._({ id: 'calendar.conflict', message: '{label} (conflict: not booked)', values: { label } }) : label;
}

/** Who or what: the guest's name, or the platform of an imported block (else nothing beyond the kind). */
function entryName(entry: CalendarEntry): string {
  if (entryKind(entry) === 'imported') return entry.source ?? entry.title;
  // An owner booking's title is the owner's note, not a name.
  return entryKind(entry) === 'own' ? '' : entry.title;
}

/** The text of a stay's bar: the guest's name, else the kind ("Own stay", "Closed", the platform). */
export function barText(i18n: I18n, entry: CalendarEntry): string {
  const name = entryName(entry);
  if (entryKind(entry) === 'myRent' && name) return `${i18n._(entryKindLabels.myRent)} (${name})`;
  return name || i18n._(entryKindLabels[entryKind(entry)]);
}

/** The kind with the name, for a day's accessible name and the lists: "Guest reservation (Ana Horvat)". */
export function entryDescription(i18n: I18n, entry: CalendarEntry): string {
  const name = entryName(entry);
  return name ? `${entryLabel(i18n, entry)} (${name})` : entryLabel(i18n, entry);
}
