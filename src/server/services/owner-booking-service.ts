import { createHash } from 'node:crypto';
import type { OwnerBooking, OwnerBookingRequest } from '../../contract/owner-bookings';
import { lockAccommodation } from '../repositories/accommodations-repository';
import { clashingStays } from '../repositories/calendar-repository';
import { findOwnHome } from '../repositories/own-homes-repository';
import type { Executor } from '../repositories/executor';
import { claimKey, storeAnswer } from '../repositories/idempotency-repository';
import { cancelStay, insertStay, isOverlapError, lockOwnStay, nextReservationNumber } from '../repositories/stays-repository';
import { toClash } from './calendar-read-model';
import { type Clock, today } from './clock';
import { Failure } from './failure';
import type { NotificationService } from './notification-service';
import { parseObjectId } from './object-id';
import { isRemovable, OWNER_BOOKING_KINDS } from './reservation-read-model';

/** Creating and removing the owner's own bookings (both kinds, OwnerBooking and MyRent). */
export class OwnerBookingService {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    private readonly notifications: NotificationService,
  ) {}

  /**
   * Books one of the account's homes for the owner (a stay of the requested kind, source Owner)
   * and tells the owner's devices through a `reservation` notification (change NEW), in one
   * transaction with the stored answer of the Idempotency-Key: the same key answers the same
   * booking again (201, nothing created twice); the same key with another request is 409
   * idempotency_key_reused. The database refuses a booking that shares a night with an active stay
   * (exclusion constraint, whatever runs in parallel): 409 dates_unavailable naming the clash.
   * An arrival before today is 400 `arrivalDate: too_small`; another account's home 404.
   */
  async create(accountId: number, idempotencyKey: string, request: OwnerBookingRequest): Promise<OwnerBooking> {
    if (request.arrivalDate < today(this.clock).toString()) throw Failure.badRequest('invalid_request', { fieldErrors: { arrivalDate: ['too_small'] } });
    const home = await findOwnHome(this.db, accountId, request.accommodationCode);
    if (!home) throw Failure.notFound();
    const guestName = request.kind === 'MyRent' ? (request.guestName ?? '') : '';
    const note = request.note ?? '';
    const requestHash = createHash('sha256')
      .update(JSON.stringify([home.code, request.arrivalDate, request.departureDate, request.kind, guestName, note]))
      .digest('base64url');
    try {
      const { result } = await this.notifications.createWith(async (trx) => {
        const stored = await claimKey(trx, accountId, idempotencyKey, requestHash, this.clock.now());
        if (stored) {
          if (stored.requestHash !== requestHash) throw Failure.conflict('idempotency_key_reused');
          return { result: stored.response as OwnerBooking, notification: null };
        }
        // Bookings of one home take turns: two overlapping inserts in parallel each wait for the
        // other inside the exclusion constraint's check, a deadlock PostgreSQL ends with a 500.
        await lockAccommodation(trx, home.id);
        const resNo = await nextReservationNumber(trx);
        const stayId = await insertStay(trx, {
          accommodationId: home.id,
          kind: request.kind,
          arrival: request.arrivalDate,
          departure: request.departureDate,
          resNo,
          source: 'Owner',
          travellerName: guestName,
          comment: note === '' ? null : note,
          bookedAt: this.clock.now(),
        });
        const booking: OwnerBooking = {
          id: String(stayId),
          resNo,
          accommodationCode: home.code,
          arrivalDate: request.arrivalDate,
          departureDate: request.departureDate,
          kind: request.kind,
          guestName,
          note,
        };
        await storeAnswer(trx, accountId, idempotencyKey, 201, booking);
        const reservation = { stayId, resNo, accommodationCode: home.code, arrivalDate: request.arrivalDate, departureDate: request.departureDate, kind: request.kind, change: 'NEW' };
        return { result: booking, notification: { accountId, type: 'reservation', payload: { reservation } } };
      });
      return result;
    } catch (error) {
      if (!isOverlapError(error)) throw error;
      const [clash] = await clashingStays(this.db, home.id, request.arrivalDate, request.departureDate);
      // The clashing stay may be gone by now (removed in between): the request can simply be sent again.
      throw Failure.conflict('dates_unavailable', clash ? { clash: toClash(clash) } : {});
    }
  }

  /**
   * Cancels one of the account's owner bookings that has not started and tells the owner's other
   * devices through a `reservation` notification (change CANCELED). The stay is kept, canceled, as
   * history. Removing is idempotent: a booking this account already removed answers the same again
   * without a second notification. Unknown ids, other accounts' ids and stays that are not owner
   * bookings are 404; a started booking, or one canceled otherwise, is 409 booking_started.
   */
  async remove(accountId: number, id: string): Promise<void> {
    const stayId = parseObjectId(id);
    if (stayId === null) throw Failure.notFound();
    const day = today(this.clock);
    await this.notifications.createWith(async (trx) => {
      const stay = await lockOwnStay(trx, accountId, stayId);
      if (!stay || !OWNER_BOOKING_KINDS.includes(stay.kind)) throw Failure.notFound();
      if (stay.canceled && stay.canceledByAccountId === accountId) return { result: null, notification: null };
      if (!isRemovable(stay, day)) throw Failure.conflict('booking_started');
      await cancelStay(trx, stay.id, accountId, this.clock.now());
      const reservation = {
        stayId: stay.id,
        resNo: stay.resNo ?? '',
        accommodationCode: stay.accommodationCode,
        arrivalDate: stay.arrival,
        departureDate: stay.departure,
        kind: stay.kind,
        change: 'CANCELED',
      };
      return { result: null, notification: { accountId, type: 'reservation', payload: { reservation } } };
    });
  }
}
