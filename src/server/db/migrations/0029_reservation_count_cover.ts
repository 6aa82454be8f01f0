import { type Kysely, sql } from 'kysely';

/** The stay kinds the reservation pages list (see repositories/reservations-repository.ts). */
const RESERVATION_KINDS = `kind IN ('Reservation', 'OwnerBooking', 'MyRent', 'HouseClosing')`;

/**
 * Issue 24: a reservation page's total is counted from the index alone again. Since owners can
 * remove their own bookings (0019), the lists leave out stays canceled by an account, and the
 * total's filter names `canceled` and `canceled_by_account_id`: the covering indexes of 0006 did
 * not carry them, so every count visited each matching row in the table (a bitmap heap scan).
 * The new indexes carry both columns (INCLUDE), the old ones go.
 */
const COVERED = 'period, canceled, canceled_by_account_id';

const statements = [
  `CREATE INDEX stays_reservations_arrival_count_idx ON stays (account_id, lower(period), res_no) INCLUDE (${COVERED}) WHERE ${RESERVATION_KINDS}`,
  `CREATE INDEX stays_reservations_departure_count_idx ON stays (account_id, upper(period), res_no) INCLUDE (${COVERED}) WHERE ${RESERVATION_KINDS}`,
  `CREATE INDEX stays_reservations_period_count_idx ON stays USING gist (account_id, period) INCLUDE (canceled, canceled_by_account_id) WHERE ${RESERVATION_KINDS}`,
  'DROP INDEX stays_reservations_arrival_cover_idx',
  'DROP INDEX stays_reservations_departure_cover_idx',
  'DROP INDEX stays_reservations_period_idx',
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Back to 0006's indexes (the migrations test replays 0006 after later ones). */
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `CREATE INDEX stays_reservations_arrival_cover_idx ON stays (account_id, lower(period), res_no) INCLUDE (period) WHERE ${RESERVATION_KINDS}`,
    `CREATE INDEX stays_reservations_departure_cover_idx ON stays (account_id, upper(period), res_no) INCLUDE (period) WHERE ${RESERVATION_KINDS}`,
    `CREATE INDEX stays_reservations_period_idx ON stays USING gist (account_id, period) WHERE ${RESERVATION_KINDS}`,
    'DROP INDEX stays_reservations_period_count_idx',
    'DROP INDEX stays_reservations_departure_count_idx',
    'DROP INDEX stays_reservations_arrival_count_idx',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
