import type { StayInput } from '../repositories/stays-repository';
import { addDays, atTime, daysBetween, monthOf } from './calendar';
import type { DemoAccommodation } from './demo-types';
import type { Prng } from './prng';
import { randomTraveller } from './travellers';

/** The demo calendar covers these years. */
export const FIRST_DAY = '2024-01-01';
export const LAST_DAY = '2027-12-31';
/** After this date fewer stays are booked yet, as in a real calendar. */
const BOOKED_UNTIL = '2027-06-30';

/** A generated stay, not yet tied to a database id, with what the other generators need to know. */
export interface GeneratedStay extends Omit<StayInput, 'accommodationId'> {
  readonly accommodationCode: string;
  readonly travellerLanguage: string | null;
}

const COMMENTS = [
  'Late arrival, around 22:00.',
  'Travelling with a small dog.',
  'Could we have a baby cot, please?',
  'Arriving by train, pick-up appreciated.',
];

function isHighSeason(iso: string): boolean {
  const month = monthOf(iso);
  return month >= 6 && month <= 9;
}

/** Seaside houses close from 8 January to 1 March. */
function closingWindow(year: number): [string, string] {
  return [`${year}-01-08`, `${year}-03-01`];
}

function overlaps(arrival: string, departure: string, [start, end]: [string, string]): boolean {
  return arrival < end && start < departure;
}

/**
 * Children among `pax` guests: none below three guests, otherwise 0–2 taken from the arrival day
 * (not from the PRNG, so adding this kept every other generated value as it was).
 */
export function childrenOf(pax: number, arrival: string): number {
  return pax >= 3 ? Number(arrival.slice(8, 10)) % Math.min(3, pax - 1) : 0;
}

/** Guests as the contract splits them. */
function guests(total: number, children: number): { adults: number; children: number } {
  const kids = Math.min(children, total - 1);
  return { adults: total - kids, children: kids };
}

/**
 * Reservation changes in the contract's shape: earlier dates and/or an earlier number of guests,
 * each with the value before and after.
 */
function changesFor(prng: Prng, arrival: string, departure: string, pax: number, bookedAt: Date): unknown[] {
  if (!prng.chance(0.12)) return [];
  const shift = prng.pick([-3, -2, -1, 1, 2, 3]);
  const changes: unknown[] = [
    {
      type: 'dates',
      previous: { arrivalDate: addDays(arrival, shift), departureDate: addDays(departure, shift) },
      current: { arrivalDate: arrival, departureDate: departure },
    },
  ];
  const children = childrenOf(pax, arrival);
  if (prng.chance(0.5)) {
    changes.push({ type: 'pax', previous: guests(Math.max(1, pax + prng.pick([-1, 1])), children), current: guests(pax, children) });
  }
  const changedAt = new Date(bookedAt.getTime() + prng.int(1, 20) * 86_400_000).toISOString();
  return [{ changedAt, changes }];
}

/**
 * Four years of calendar entries for one house: guest reservations (some changed, some canceled
 * and re-let), owner bookings, "my rent", external bookings, blocked days and, for seaside houses, a
 * house closing every winter. Entries never overlap except canceled ones, as the database demands.
 */
export function generateStays(prng: Prng, house: DemoAccommodation, nextResNo: () => string): GeneratedStay[] {
  const stays: GeneratedStay[] = [];
  const base = { accommodationCode: house.code, currency: house.currency };
  let cursor = addDays(FIRST_DAY, prng.int(0, 9));
  for (;;) {
    const high = isHighSeason(cursor);
    const arrival = addDays(cursor, high ? prng.weighted([[0, 5], [1, 2], [2, 1], [3, 1]] as const) : prng.int(1, 12));
    const nights = high ? prng.weighted([[7, 6], [14, 2], [5, 1], [10, 1]] as const) : prng.int(2, 8);
    const departure = addDays(arrival, nights);
    if (departure > LAST_DAY) break;

    const years = [Number(arrival.slice(0, 4)), Number(departure.slice(0, 4))];
    const window = house.seasonal ? years.map(closingWindow).find((candidate) => overlaps(arrival, departure, candidate)) : undefined;
    if (window) {
      const start = cursor > window[0] ? cursor : window[0];
      const closing = { kind: 'HouseClosing', arrival: start, departure: window[1], source: 'Owner', resNo: nextResNo() };
      stays.push({ ...base, ...closing, travellerLanguage: null });
      cursor = window[1];
      continue;
    }
    if (arrival > BOOKED_UNTIL && prng.chance(0.65)) {
      cursor = addDays(arrival, 7);
      continue;
    }

    const kind = prng.weighted([['Reservation', 80], ['OwnerBooking', 6], ['MyRent', 4], ['ExternalBooking', 7], ['Blocked', 3]] as const);
    const bookedOn = addDays(arrival, -Math.min(prng.int(5, 200), daysBetween('2023-06-01', arrival)));
    const bookedAt = atTime(bookedOn, prng.int(7, 21), prng.int(0, 59));
    if (kind === 'Reservation') {
      const traveller = randomTraveller(prng);
      const pax = prng.int(1, house.pax);
      const guest = {
        ...base,
        kind,
        arrival,
        departure,
        source: prng.chance(0.15) ? 'Marketplace' : 'Provider',
        travellerName: traveller.name,
        travellerContacts: traveller.contacts,
        travellerLanguage: traveller.language,
        pax,
        children: childrenOf(pax, arrival),
        revenueCents: Math.round(nights * house.nightlyCents * (high ? 1.3 : 0.85)),
        comment: prng.chance(0.08) ? prng.pick(COMMENTS) : null,
        bookedAt,
      };
      if (prng.chance(0.07)) {
        const canceledAt = new Date(bookedAt.getTime() + prng.int(1, 4) * 86_400_000);
        stays.push({ ...guest, resNo: nextResNo(), canceled: true, canceledAt });
        // Half of the canceled weeks are let again: the same nights, a second, active stay.
        if (!prng.chance(0.5)) {
          cursor = departure;
          continue;
        }
      }
      stays.push({ ...guest, resNo: nextResNo(), changes: changesFor(prng, arrival, departure, pax, bookedAt) });
    } else if (kind === 'MyRent') {
      // The owner lets the house to a guest of their own.
      const traveller = randomTraveller(prng);
      const pax = prng.int(1, house.pax);
      stays.push({
        ...base,
        kind,
        arrival,
        departure,
        source: 'Owner',
        resNo: nextResNo(),
        travellerName: traveller.name,
        travellerContacts: traveller.contacts,
        travellerLanguage: traveller.language,
        pax,
        children: childrenOf(pax, arrival),
        bookedAt,
      });
    } else if (kind === 'OwnerBooking') {
      const pax = prng.int(1, house.pax);
      stays.push({ ...base, kind, arrival, departure, source: 'Owner', resNo: nextResNo(), pax, bookedAt, travellerLanguage: null });
    } else {
      const source = kind === 'ExternalBooking' ? 'External' : 'Owner';
      stays.push({ ...base, kind, arrival, departure, source, bookedAt, travellerLanguage: null });
    }
    cursor = departure;
  }
  return stays;
}
