import { type RawBuilder, sql } from 'kysely';

/**
 * A jsonb value. The JSON text travels as a `text` parameter and is cast in SQL, because pg and
 * PGlite serialize parameters differently (pg would turn an array into a PostgreSQL array, PGlite
 * would JSON-encode a string a second time).
 */
export function jsonb(value: unknown): RawBuilder<unknown> {
  return sql`cast(cast(${JSON.stringify(value)} as text) as jsonb)`;
}

/** The half-open date range [arrival, departure) of a stay, from ISO dates ('2026-07-01'). */
export function dateRange(arrival: string, departure: string): RawBuilder<unknown> {
  return sql`daterange(cast(cast(${arrival} as text) as date), cast(cast(${departure} as text) as date), '[)')`;
}

/** An ISO calendar date ('2026-07-01') as a SQL `date` (typed the same way on pg and PGlite). */
export function sqlDate(iso: string): RawBuilder<string> {
  return sql<string>`cast(cast(${iso} as text) as date)`;
}
