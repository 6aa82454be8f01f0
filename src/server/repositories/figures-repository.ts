import { sql } from 'kysely';
import { sqlDate } from '../db/sql-values';
import type { Executor } from './executor';

/** Stays with guests in the house: the provider's reservations, the owner's own lets and other platforms' bookings. */
export const GUEST_NIGHT_KINDS = ['Reservation', 'MyRent', 'ExternalBooking'] as const;

/**
 * Guest nights on the accommodations between `from` (inclusive) and `to` (exclusive): each active
 * stay counts only its nights inside the period (`*` is the range intersection).
 */
export async function guestNights(db: Executor, accountId: number, from: string, to: string): Promise<number> {
  const period = sql`daterange(${sqlDate(from)}, ${sqlDate(to)}, '[)')`;
  const row = await db
    .selectFrom('stays')
    .select(sql<number>`coalesce(sum(upper(stays.period * ${period}) - lower(stays.period * ${period})), 0)::int`.as('nights'))
    .where('accountId', '=', accountId)
    .where('kind', 'in', [...GUEST_NIGHT_KINDS])
    .where(sql<boolean>`NOT stays.canceled`)
    .where(sql<boolean>`stays.period && ${period}`)
    .executeTakeFirstOrThrow();
  return Number(row.nights);
}

/** Owner revenue of one currency, with its reference rate (null when the currency has none). */
export interface CurrencyRevenue {
  readonly currency: string;
  readonly cents: number;
  readonly unitsPerEur: number | null;
}

/** Owner revenue of active guest reservations arriving in [from, to), per currency. */
export async function revenueByCurrency(db: Executor, accountId: number, from: string, to: string): Promise<CurrencyRevenue[]> {
  const rows = await db
    .selectFrom('stays')
    .leftJoin('exchangeRates', 'exchangeRates.currency', 'stays.currency')
    .select([
      'stays.currency',
      sql<number>`sum(stays.revenue_cents)::float8`.as('cents'),
      sql<number | null>`exchange_rates.units_per_eur::float8`.as('unitsPerEur'),
    ])
    .where('stays.accountId', '=', accountId)
    // Literal, so the partial (account, arrival) index of reservations applies.
    .where(sql<boolean>`stays.kind = 'Reservation'`)
    .where(sql<boolean>`NOT stays.canceled`)
    .where('stays.revenueCents', 'is not', null)
    .where('stays.currency', 'is not', null)
    .where(sql<boolean>`lower(stays.period) >= ${sqlDate(from)}`)
    .where(sql<boolean>`lower(stays.period) < ${sqlDate(to)}`)
    .groupBy(['stays.currency', 'exchangeRates.unitsPerEur'])
    .execute();
  return rows.map((row) => ({ currency: row.currency ?? '', cents: Number(row.cents), unitsPerEur: row.unitsPerEur === null ? null : Number(row.unitsPerEur) }));
}
