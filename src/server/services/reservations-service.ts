import type { Kysely } from 'kysely';
import type { Accommodation } from '../../contract/accommodations';
import type { Reservation, ReservationPage, ReservationsQuery } from '../../contract/reservations';
import type { Database } from '../db/schema';
import { listAccommodations } from '../repositories/accommodations-repository';
import { findReservation, pageReservations } from '../repositories/reservations-repository';
import { type Clock, today } from './clock';
import { Failure } from './failure';
import { parseObjectId } from './object-id';
import { HIDDEN_CONTACT, sharedContact, toReservation } from './reservation-read-model';

/** The account's holiday homes and the reservations on them. */
export class ReservationsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async accommodations(accountId: number): Promise<Accommodation[]> {
    const houses = await listAccommodations(this.db, accountId);
    return houses.map((house) => ({
      code: house.code,
      name: house.name,
      country: house.country,
      place: house.place,
      contractStatus: house.contractStatus,
    }));
  }

  /**
   * One page of the account's reservations. The contract's schema checked the dates; beyond it,
   * every property must be one of the account's own codes (400 with fieldErrors, so another
   * account's code cannot be probed).
   */
  async list(accountId: number, query: ReservationsQuery): Promise<ReservationPage> {
    const selected = await this.selectedHouses(accountId, query);
    const day = today(this.clock);
    // Without dates an owner wants what is coming, not the oldest stay of the history.
    const undated = query.dateFrom === undefined && query.dateTo === undefined;
    const { rows, total } = await pageReservations(this.db, {
      accountId,
      accommodationIds: selected,
      rangeType: query.rangeType,
      dateFrom: undated ? day.toString() : query.dateFrom,
      dateTo: query.dateTo,
      sort: query.sort,
      offset: query.page * query.size,
      limit: query.size,
    });
    return {
      content: rows.map((stay) => toReservation(stay, day, HIDDEN_CONTACT)),
      page: query.page,
      size: query.size,
      total,
      rest: Math.max(0, total - (query.page + 1) * query.size),
    };
  }

  /**
   * One reservation by its reservation number (how owners, inbox cards and links name it) or, for
   * a stay without one, by its id; with the guest's contact when shared. Unknown or another
   * account's: 404.
   */
  async detail(accountId: number, resNoOrId: string): Promise<Reservation> {
    const stayId = parseObjectId(resNoOrId);
    const stay =
      (await findReservation(this.db, accountId, { resNo: resNoOrId })) ??
      (stayId === null ? undefined : await findReservation(this.db, accountId, { stayId }));
    if (!stay) throw Failure.notFound();
    return toReservation(stay, today(this.clock), sharedContact(stay, stay.travellerContacts));
  }

  /** The accommodation ids the `properties` filter names (null: all), after checking the whole query. */
  private async selectedHouses(accountId: number, query: ReservationsQuery): Promise<number[] | null> {
    const fieldErrors: Record<string, string[]> = {};
    const codes = query.properties ? [...new Set(query.properties.split(','))] : null;
    // Only a filtered list needs the houses; the unfiltered one is a single index range.
    const byCode = codes ? new Map((await listAccommodations(this.db, accountId)).map((house) => [house.code, house.id])) : null;
    if (codes?.some((code) => !byCode!.has(code))) fieldErrors.properties = ['invalid_value'];
    if (Object.keys(fieldErrors).length > 0) throw Failure.badRequest('invalid_request', { fieldErrors });
    return codes ? codes.map((code) => byCode!.get(code)!) : null;
  }
}
