import type { Kysely } from 'kysely';
import type { ArrivalItem, Dashboard } from '../../contract/dashboard';
import { arrivalGroup } from '../../domain/arrival-group';
import { isLeapYear } from '../../domain/calendar-date';
import type { ArrivalGroup } from '../../domain/enumerations';
import { reservationKind } from '../../domain/reservation';
import { hasMissingTaxNumber } from '../../domain/tax-legal';
import type { Database } from '../db/schema';
import { listAccommodations } from '../repositories/accommodations-repository';
import { guestNights } from '../repositories/figures-repository';
import { listNotifications } from '../repositories/notifications-repository';
import { nextPayout } from '../repositories/payments-repository';
import { fromCents } from '../../domain/money';
import { renewedAccommodations } from '../repositories/renewals-repository';
import { staysAround } from '../repositories/reservations-repository';
import { listTaxLegalRecords } from '../repositories/tax-legal-repository';
import { type Clock, today } from './clock';
import { ARRIVAL_TASK_DAYS, dashboardTasks } from './dashboard-tasks';
import { paxOf, reservationFlags } from './reservation-read-model';
import { bankDetailsState } from './bank-details-state';
import { yearIncome } from './money-figures';
import type { SessionInfo } from './session-service';

/** ArrivingInDays reaches this far: two weeks is what an owner plans the house around. */
export const ARRIVALS_DAYS_AHEAD = 14;
/** Who arrives at the house: guests, the owner's own guests and the owner. */
const ARRIVING_KINDS = ['Reservation', 'MyRent', 'OwnerBooking'] as const;
const GUEST_KINDS: readonly string[] = ['Reservation', 'MyRent'];

/** The start page: tasks, arrivals by group, this year's figures. */
export class DashboardService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async get(session: SessionInfo): Promise<Dashboard> {
    const day = today(this.clock);
    const year = day.year;
    const { accountId } = session;
    const houses = await listAccommodations(this.db, accountId);
    const stays = await staysAround(this.db, accountId, ARRIVING_KINDS, day.toString(), day.add({ days: ARRIVALS_DAYS_AHEAD }).toString());

    const arrivals: Record<ArrivalGroup, ArrivalItem[]> = { Today: [], Tomorrow: [], CurrentGuest: [], ArrivingInDays: [] };
    for (const stay of stays) {
      const group = arrivalGroup({ arrivalDate: stay.arrival, departureDate: stay.departure }, day);
      if (!group) continue;
      arrivals[group].push({
        id: String(stay.id),
        resNo: stay.resNo,
        accommodation: { code: stay.accommodationCode, name: stay.accommodationName },
        arrivalDate: stay.arrival,
        departureDate: stay.departure,
        travellerName: stay.travellerName,
        pax: paxOf(stay),
        kind: reservationKind(reservationFlags(stay)),
      });
    }

    const taskWindowEnd = day.add({ days: ARRIVAL_TASK_DAYS }).toString();
    const seesPayments = session.permissions.includes('ViewPayments');
    const [legal, unread, bank, renewed, seasonNights] = await Promise.all([
      listTaxLegalRecords(this.db, accountId),
      listNotifications(this.db, accountId, { limit: 20, types: ['feature', 'feedback', 'referral'], unreadOnly: true }),
      bankDetailsState(this.db, accountId),
      renewedAccommodations(this.db, houses.map((house) => house.id), year + 1),
      day.month >= 10 ? guestNights(this.db, accountId, `${year}-06-01`, `${year}-10-01`) : Promise.resolve(0),
    ]);
    const tasks = dashboardTasks({
      today: day,
      permissions: session.permissions,
      houses,
      arrivals: stays.filter((stay) => GUEST_KINDS.includes(stay.kind) && stay.arrival >= day.toString() && stay.arrival <= taskWindowEnd),
      renewed,
      taxNumberMissing: hasMissingTaxNumber(legal.map((record) => ({ taxNumber: record.taxNumber }))),
      unread,
      bank,
      seasonNights,
    });

    const [from, to] = [`${year}-01-01`, `${year + 1}-01-01`];
    // Money only for those who may see payments: a keyholder's answer carries no figure at all.
    const [bookedNights, income, payout] = await Promise.all([
      guestNights(this.db, accountId, from, to),
      seesPayments ? yearIncome(this.db, accountId, year, day.toString()) : Promise.resolve(null),
      seesPayments ? nextPayout(this.db, accountId, day.toString()) : Promise.resolve(null),
    ]);
    const available = houses.length * (isLeapYear(year) ? 366 : 365);
    return {
      today: day.toString(),
      tasks,
      arrivals,
      figures: {
        year,
        occupancy: available === 0 ? 0 : Math.round((bookedNights / available) * 10_000) / 10_000,
        bookedNights,
        // The payments pages' income of the year and next payout (money-figures), the same numbers.
        income,
        nextPayout: payout ? { date: payout.date, amount: { amount: fromCents(payout.cents), currency: payout.currency } } : null,
      },
    };
  }
}
