import { type Kysely, sql } from 'kysely';

/** The stay kinds the reservation pages list (see repositories/reservations-repository.ts). */
const RESERVATION_KINDS = `kind IN ('Reservation', 'OwnerBooking', 'MyRent', 'HouseClosing')`;

/**
 * Indexes that answer a reservation page's total without visiting the table. The total of a page
 * counted index entries and then read every matching row from the heap (a bitmap heap scan),
 * because an index on `lower(period)` cannot serve an index-only scan of a query that names
 * `period`: the covering indexes carry `period` itself (INCLUDE), so the count and the filters are
 * answered from the index alone (on pages the visibility map marks all-visible). The partial GiST
 * index does the same for the `intersection` filter (`period && range`).
 */
const statements = [
  `CREATE INDEX stays_reservations_arrival_cover_idx ON stays (account_id, lower(period), res_no) INCLUDE (period) WHERE ${RESERVATION_KINDS}`,
  `CREATE INDEX stays_reservations_departure_cover_idx ON stays (account_id, upper(period), res_no) INCLUDE (period) WHERE ${RESERVATION_KINDS}`,
  `CREATE INDEX stays_reservations_period_idx ON stays USING gist (account_id, period) WHERE ${RESERVATION_KINDS}`,
  'DROP INDEX stays_reservations_arrival_idx',
  'DROP INDEX stays_reservations_departure_idx',
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `CREATE INDEX stays_reservations_arrival_idx ON stays (account_id, lower(period), res_no) WHERE ${RESERVATION_KINDS}`,
    `CREATE INDEX stays_reservations_departure_idx ON stays (account_id, upper(period), res_no) WHERE ${RESERVATION_KINDS}`,
    'DROP INDEX stays_reservations_period_idx',
    'DROP INDEX stays_reservations_departure_cover_idx',
    'DROP INDEX stays_reservations_arrival_cover_idx',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
