import { cancelStay, lockOwnStay } from '../repositories/stays-repository';
import { type Clock, today } from './clock';
import { Failure } from './failure';
import type { NotificationService } from './notification-service';
import { parseObjectId } from './object-id';
import { isRemovable, OWNER_BOOKING_KINDS } from './reservation-view';

/** Removing the owner's own bookings (both kinds, OwnerBooking and MyRent). */
export class OwnerBookingService {
  constructor(
    private readonly clock: Clock,
    private readonly notifications: NotificationService,
  ) {}

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
