import type { Kysely } from 'kysely';
import { TransactionKinds, type TransactionKind } from '../../contract/payments';
import type { ReservationEarnings } from '../../contract/reservation-earnings';
import { fromCents } from '../../domain/money';
import { summariseEarnings } from '../../domain/reservation-earnings';
import type { Database } from '../db/schema';
import { reservationMoney } from '../repositories/reservation-money-repository';
import { findReservation } from '../repositories/reservations-repository';
import { type Clock, today } from './clock';
import { Failure } from './failure';
import { parseObjectId } from './object-id';
import { payoutStatus } from './payments-service';

const isKind = (kind: string): kind is TransactionKind => (TransactionKinds as readonly string[]).includes(kind);

/** What one of the account's reservations earns the owner (the money of the payments slice, issue 13). */
export class ReservationEarningsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** By reservation number or stay id, as the detail is; anything that is not the account's: 404. */
  async earnings(accountId: number, resNoOrId: string): Promise<ReservationEarnings> {
    const stayId = parseObjectId(resNoOrId);
    const stay =
      (await findReservation(this.db, accountId, { resNo: resNoOrId })) ??
      (stayId === null ? undefined : await findReservation(this.db, accountId, { stayId }));
    if (!stay) throw Failure.notFound();
    const rows = stay.resNo ? await reservationMoney(this.db, accountId, stay.accommodationId, stay.resNo) : [];
    const day = today(this.clock).toString();
    const summary = summariseEarnings(rows);
    const bookedOn = rows[0]?.valueDate ?? null;
    // The latest payout among the bookings pays what is left of the reservation.
    const payout = rows.map((row) => row.payout).filter((candidate) => candidate !== null).sort((a, b) => a.date.localeCompare(b.date)).at(-1) ?? null;
    return {
      resNo: stay.resNo,
      currency: rows[0]?.currency ?? null,
      gross: fromCents(summary.grossCents),
      deductions: summary.deductions.filter((deduction) => isKind(deduction.kind)).map((deduction) => ({ kind: deduction.kind as TransactionKind, amount: fromCents(deduction.cents) })),
      net: fromCents(summary.netCents),
      bookedOn,
      expected: bookedOn !== null && bookedOn > day,
      payout: payout ? { date: payout.date, status: payoutStatus(payout, day) } : null,
    };
  }
}
