import type { ColumnType, Generated } from 'kysely';

/** Table types of migration 0007 (calendar, owner bookings, iCal sync); see ../schema.ts for the conventions. */

type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface IcalExportTokensTable {
  accommodation_id: number;
  token: string;
  created_at: DefaultedTimestamp;
}

export interface IcalFeedsTable {
  id: Generated<number>;
  accommodation_id: number;
  name: string;
  url: string;
  status: Generated<string>;
  etag: string | null;
  last_modified: string | null;
  successful_fetches: Generated<number>;
  last_sync_at: Timestamp | null;
  last_error: string | null;
  next_sync_at: DefaultedTimestamp;
  created_at: DefaultedTimestamp;
}

export interface IcalFeedEventsTable {
  id: Generated<number>;
  feed_id: number;
  /** The event's UID, and for an occurrence of a recurring event its recurrence id. */
  occurrence: string;
  /** Half-open date range; write it with ../sql-values.ts dateRange. */
  period: ColumnType<string, unknown, unknown>;
  title: Generated<string>;
  stay_id: number | null;
  missing_count: Generated<number>;
}

export interface IcalSyncLogTable {
  id: Generated<number>;
  feed_id: number;
  at: Timestamp;
  outcome: string;
  added: Generated<number>;
  updated: Generated<number>;
  removed: Generated<number>;
  conflicts: Generated<number>;
  error: string | null;
}

export interface IdempotencyKeysTable {
  account_id: number;
  key: string;
  request_hash: string;
  status: number;
  response: ColumnType<unknown, unknown, unknown>;
  created_at: DefaultedTimestamp;
}

/** The tables of this slice, merged into the Database interface. */
export interface CalendarTables {
  ical_export_tokens: IcalExportTokensTable;
  ical_feeds: IcalFeedsTable;
  ical_feed_events: IcalFeedEventsTable;
  ical_sync_log: IcalSyncLogTable;
  idempotency_keys: IdempotencyKeysTable;
}
