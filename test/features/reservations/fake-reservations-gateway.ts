import type { Accommodation } from '../../../src/contract/accommodations';
import type { ReservationEarnings } from '../../../src/contract/reservation-earnings';
import type { Reservation, ReservationPage, ReservationsQuery } from '../../../src/contract/reservations';
import { GatewayError, type GatewayFailure } from '../../../src/ports/gateway-error';
import type { ReservationsGateway } from '../../../src/ports/reservations-gateway';

export const homes: Accommodation[] = [
  { code: 'HR2731.100.1', name: 'Villa Marta', country: 'HR', place: 'Poreč', contractStatus: 'ACTIVE' },
  { code: 'IT4410.200.3', name: 'Casa Lucia', country: 'IT', place: 'Lucca', contractStatus: 'ACTIVE' },
  { code: 'DK1200.300.2', name: 'Strandhus', country: 'DK', place: 'Skagen', contractStatus: 'ACTIVE' },
];

/** A guest stay at Villa Marta; override what a test needs. */
export function makeReservation(n: number, overrides: Partial<Reservation> = {}): Reservation {
  const day = String((n % 27) + 1).padStart(2, '0');
  return {
    id: `r-${n}`,
    resNo: String(500000 + n),
    accommodation: { code: homes[0]!.code, name: homes[0]!.name },
    arrivalDate: `2026-07-${day}`,
    departureDate: `2026-08-${day}`,
    nights: 31,
    pax: { adults: 2, children: 1 },
    travellerName: `Guest ${n}`,
    travellerContact: { show: false, value: [] },
    changes: [],
    kind: null,
    ownerBooking: false,
    myRent: false,
    houseClosing: false,
    canceled: false,
    commentsAvailable: false,
    ownerNote: null,
    removable: false,
    ...overrides,
  };
}

/** An in-memory ReservationsGateway: filters by home, pages by page/size, records every call; removal cancels. */
export class FakeReservationsGateway implements ReservationsGateway {
  readonly listCalls: Partial<ReservationsQuery>[] = [];
  readonly removed: string[] = [];
  failList = false;
  /** The server's refusal of the next removal, if any (a network failure or an error of the contract). */
  failRemove: GatewayFailure | null = null;
  failAccommodations = false;
  /** What each reservation earns, by the id the page asks with; a missing one answers 404. */
  earningsById = new Map<string, ReservationEarnings>();
  failEarnings = false;
  readonly earningsCalls: string[] = [];

  constructor(public reservations: Reservation[] = [], public accommodationList: Accommodation[] = homes) {}

  async accommodations() {
    if (this.failAccommodations) throw new GatewayError({ kind: 'network', message: 'offline' });
    return this.accommodationList;
  }

  async list(query: Partial<ReservationsQuery>): Promise<ReservationPage> {
    this.listCalls.push(query);
    if (this.failList) throw new GatewayError({ kind: 'network', message: 'offline (portal.example.com)' });
    const codes = query.properties?.split(',');
    const matching = this.reservations.filter((r) => !codes || codes.includes(r.accommodation.code));
    const page = query.page ?? 0;
    const size = query.size ?? 12;
    const content = matching.slice(page * size, (page + 1) * size);
    return { content, page, size, total: matching.length, rest: Math.max(0, matching.length - (page + 1) * size) };
  }

  /** As the server: by reservation number, or by id for a stay without one. */
  async detail(resNoOrId: string) {
    const found = this.reservations.find((r) => r.resNo === resNoOrId) ?? this.reservations.find((r) => r.id === resNoOrId);
    if (!found) throw new GatewayError({ kind: 'http', status: 404, code: 'not_found' });
    return found;
  }

  async earnings(id: string) {
    this.earningsCalls.push(id);
    if (this.failEarnings) throw new GatewayError({ kind: 'network', message: 'offline' });
    const found = this.earningsById.get(id);
    if (!found) throw new GatewayError({ kind: 'http', status: 404, code: 'not_found' });
    return found;
  }

  async removeOwnerBooking(id: string) {
    if (this.failRemove) throw new GatewayError(this.failRemove);
    this.removed.push(id);
    // As the server does: the stay stays in the history, canceled and no longer removable.
    this.reservations = this.reservations.map((r) => (r.id === id ? { ...r, canceled: true, removable: false } : r));
  }
}
