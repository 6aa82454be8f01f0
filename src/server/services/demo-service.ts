import type { Kysely } from 'kysely';
import type { Notification } from '../../contract/inbox';
import type { Reservation } from '../../contract/reservations';
import type { NotificationType } from '../../domain/enumerations';
import { toPlainDate } from '../../domain/plain-date';
import { nightsBetween } from '../../domain/stay';
import type { Database } from '../db/schema';
import { demoNotificationPayload } from '../demo/demo-notifications';
import { listReferrals } from '../repositories/referrals-repository';
import { Prng } from '../demo/prng';
import { childrenOf } from '../demo/stays-generator';
import { randomTraveller } from '../demo/travellers';
import { type AccommodationRecord, listAccommodations, lockAccommodation } from '../repositories/accommodations-repository';
import { findReservation, staysAround } from '../repositories/reservations-repository';
import { activeStaysFrom, insertStay, isOverlapError, nextReservationNumber, nightlyRevenue } from '../repositories/stays-repository';
import { type Clock, today } from './clock';
import { Failure } from './failure';
import { inboxContext } from './inbox-context';
import type { NotificationService } from './notification-service';
import { toNotification } from './notification-read-model';
import { HIDDEN_CONTACT, toReservation } from './reservation-read-model';

/** Demo bookings start a week out and last a week. */
const LEAD_DAYS = 7;
const NIGHTS = 7;
/** How far ahead a free week is looked for (stays examined per house). */
const STAYS_SCANNED = 400;
/** Another writer may take the gap between our lock and insert (not a demo booking): try the next house. */
const ATTEMPTS = 4;

/** The first gap of `nights` nights at or after `from` between the given (ordered) stays. */
export function firstFreeSlot(stays: readonly { arrival: string; departure: string }[], from: string, nights: number): string {
  let cursor = from;
  for (const stay of stays) {
    if (nightsBetween(cursor, stay.arrival) >= nights) return cursor;
    if (stay.departure > cursor) cursor = stay.departure;
  }
  return cursor;
}

/**
 * Demo mode only: creates what the provider's systems would, so live events and push can be tried.
 * Both go through the notification service like real events.
 */
export class DemoService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly notifications: NotificationService,
  ) {}

  /**
   * A new guest reservation in the first free week on one of the account's houses (picked at
   * random), with its `reservation` notification. The house is locked while its gap is found and
   * booked; the exclusion constraint still has the last word: a stay that took the gap through
   * another path makes this one try the next house.
   */
  async booking(accountId: number): Promise<Reservation> {
    const houses = await listAccommodations(this.db, accountId);
    if (houses.length === 0) throw Failure.notFound();
    const prng = new Prng(this.clock.now().getTime() ^ accountId);
    const from = today(this.clock).add({ days: LEAD_DAYS }).toString();
    const start = prng.int(0, houses.length - 1);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const house = houses[(start + attempt) % houses.length]!;
      const stayId = await this.tryBooking(house, accountId, from, prng);
      if (stayId !== null) {
        const stay = await findReservation(this.db, accountId, { stayId });
        return toReservation(stay!, today(this.clock), HIDDEN_CONTACT);
      }
    }
    // Only when other writers keep taking the gaps: "busy, try again".
    throw Failure.tooManyRequests(1);
  }

  private async tryBooking(house: AccommodationRecord, accountId: number, from: string, prng: Prng): Promise<number | null> {
    const traveller = randomTraveller(prng);
    const pax = prng.int(1, 4);
    const nightly = await nightlyRevenue(this.db, house.id);
    try {
      const { result } = await this.notifications.createWith(async (trx) => {
        await lockAccommodation(trx, house.id);
        const arrival = firstFreeSlot(await activeStaysFrom(trx, house.id, from, STAYS_SCANNED), from, NIGHTS);
        const departureDate = toPlainDate(arrival).add({ days: NIGHTS }).toString();
        const resNo = await nextReservationNumber(trx);
        const stayId = await insertStay(trx, {
          accommodationId: house.id,
          kind: 'Reservation',
          arrival,
          departure: departureDate,
          resNo,
          source: 'Provider',
          travellerName: traveller.name,
          travellerContacts: traveller.contacts,
          pax,
          children: childrenOf(pax, arrival),
          revenueCents: nightly ? nightly.cents * NIGHTS : null,
          currency: nightly?.currency ?? null,
          bookedAt: this.clock.now(),
        });
        const reservation = { stayId, resNo, accommodationCode: house.code, arrivalDate: arrival, departureDate, change: 'NEW' };
        return { result: stayId, notification: { accountId, type: 'reservation', payload: { reservation } } };
      });
      return result;
    } catch (error) {
      if (isOverlapError(error)) return null;
      throw error;
    }
  }

  /** One notification of the type, about the account's first house or next guest reservation. */
  async notification(accountId: number, type: NotificationType): Promise<Notification> {
    const day = today(this.clock);
    const houses = await listAccommodations(this.db, accountId);
    const upcoming = type === 'reservation' ? await staysAround(this.db, accountId, ['Reservation'], day.toString(), day.add({ years: 1 }).toString()) : [];
    const next = upcoming.find((stay) => stay.arrival >= day.toString());
    const [newestReferral] = type === 'referral' ? await listReferrals(this.db, accountId) : [];
    const payload = demoNotificationPayload(type, {
      referralName: newestReferral?.name ?? null,
      year: day.year,
      house: houses[0] ?? null,
      reservation: next
        ? { stayId: next.id, resNo: next.resNo, accommodationCode: next.accommodationCode, arrivalDate: next.arrival, departureDate: next.departure }
        : null,
    });
    if (!payload) throw Failure.notFound();
    const record = await this.notifications.create({ accountId, type, payload });
    return toNotification(record, await inboxContext(this.db, accountId, [record]));
  }
}
