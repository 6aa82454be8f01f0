import { addDays, daysBetween } from './calendar';
import type { GeneratedStay } from './stays-generator';

/**
 * The calendar entry types the stay generator does not make: an option a guest holds, a booking
 * request, a booking pending confirmation, and days that need a contract renewal. Each house gets
 * one of each in the first free gaps after fixed dates, so every calendar shows all eight types
 * (deterministic, no PRNG: the other generators' sequences stay as they are).
 */
const EXTRAS = [
  { kind: 'OptionalBooking', after: '2026-10-01', nights: 3 },
  { kind: 'RequestedBooking', after: '2026-10-01', nights: 2 },
  { kind: 'Pending', after: '2026-10-01', nights: 2 },
  { kind: 'RenewContract', after: '2027-10-01', nights: 7 },
] as const;

export function generateCalendarExtras(houseCode: string, stays: readonly GeneratedStay[]): GeneratedStay[] {
  const taken = stays
    .filter((stay) => stay.accommodationCode === houseCode && !stay.canceled)
    .map((stay) => ({ from: stay.arrival, to: stay.departure }))
    .sort((a, b) => (a.from < b.from ? -1 : 1));
  const extras: GeneratedStay[] = [];
  for (const extra of EXTRAS) {
    let cursor: string = extra.after;
    for (const span of taken) {
      if (span.to <= cursor) continue;
      if (daysBetween(cursor, span.from) >= extra.nights) break;
      cursor = span.to;
    }
    const stay = { from: cursor, to: addDays(cursor, extra.nights) };
    taken.push(stay);
    taken.sort((a, b) => (a.from < b.from ? -1 : 1));
    extras.push({ accommodationCode: houseCode, kind: extra.kind, arrival: stay.from, departure: stay.to, source: 'Provider', travellerLanguage: null });
  }
  return extras;
}
