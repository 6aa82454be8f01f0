import type { Executor } from './executor';
import { type PayoutRow, toPayout } from './payments-repository';

/** One booking of a reservation on the owner's account, with the payout that pays it (if planned). */
export interface ReservationMoneyRow {
  readonly direction: 'credit' | 'debit';
  readonly kind: string;
  readonly cents: number;
  readonly currency: string;
  readonly valueDate: string;
  readonly payout: PayoutRow | null;
}

/**
 * The account's bookings for one reservation of one of its homes (by number), whatever their date:
 * the reservation detail shows a future stay's amounts as expected.
 */
export async function reservationMoney(db: Executor, accountId: number, accommodationId: number, resNo: string): Promise<ReservationMoneyRow[]> {
  const rows = await db
    .selectFrom('paymentTransactions')
    .leftJoin('payouts', 'payouts.id', 'paymentTransactions.payoutId')
    .select([
      'paymentTransactions.direction',
      'paymentTransactions.kind',
      'paymentTransactions.amountCents',
      'paymentTransactions.currency',
      'paymentTransactions.valueDate',
      'payouts.id as payoutId',
      'payouts.payoutDate',
      'payouts.amountCents as payoutCents',
      'payouts.currency as payoutCurrency',
      'payouts.status as payoutStatus',
    ])
    .where('paymentTransactions.accountId', '=', accountId)
    .where('paymentTransactions.accommodationId', '=', accommodationId)
    .where('paymentTransactions.resNo', '=', resNo)
    .orderBy('paymentTransactions.valueDate')
    .orderBy('paymentTransactions.id')
    .execute();
  return rows.map((row) => ({
    direction: row.direction,
    kind: row.kind,
    cents: row.amountCents,
    currency: row.currency,
    valueDate: row.valueDate,
    // Left-joined: a planned payout has every column (they are NOT NULL), an unplanned one none.
    payout:
      row.payoutId === null || row.payoutDate === null
        ? null
        : toPayout({ id: row.payoutId, payoutDate: row.payoutDate, amountCents: row.payoutCents ?? 0, currency: row.payoutCurrency ?? row.currency, status: row.payoutStatus ?? null }),
  }));
}
