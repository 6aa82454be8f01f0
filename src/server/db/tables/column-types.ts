import type { ColumnType } from 'kysely';

/** `timestamptz` columns: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A `timestamptz` column with a default (optional on insert). */
export type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: written as a SQL expression (see ../sql-values.ts), read as parsed JSON. */
export type Json<T> = ColumnType<T, unknown, unknown>;
