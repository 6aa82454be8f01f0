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
