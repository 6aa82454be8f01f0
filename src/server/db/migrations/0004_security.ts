import { type Kysely, sql } from 'kysely';

/**
 * Security hardening (issue 9):
 * - `rate_limits`: fixed-window counters every instance shares (per-IP limits of the login routes,
 *   logins and code messages per account and hour), so a limit holds across instances and restarts;
 * - `second_factor_failures`: wrong codes per account, across logins and resends; only a correct
 *   code clears them (a correct password does not), so guessing codes has a bound per account.
 */
const statements = [
  `CREATE TABLE rate_limits (
    key text PRIMARY KEY,
    hits integer NOT NULL CHECK (hits >= 0),
    expires_at timestamptz NOT NULL
  )`,
  `CREATE INDEX rate_limits_expires_idx ON rate_limits (expires_at)`,

  `CREATE TABLE second_factor_failures (
    account_id bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    failures integer NOT NULL CHECK (failures >= 0),
    last_failure_at timestamptz NOT NULL
  )`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
