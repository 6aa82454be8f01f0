import type { ColumnType, Generated } from 'kysely';
import type { IcalFeedError, IcalFeedStatus, IcalReplacedEvent, IcalSkippedEvent } from '../../../contract/ical';
import type { DefaultedTimestamp, Json, Timestamp } from './column-types';

/** Calendar, owner bookings and iCal sync (migration 0007); owner bookings and imports are stays (./stays.ts). */
export interface CalendarTables {
  icalExportTokens: IcalExportTokensTable;
  icalFeeds: IcalFeedsTable;
  icalFeedEvents: IcalFeedEventsTable;
  icalSyncLog: IcalSyncLogTable;
  idempotencyKeys: IdempotencyKeysTable;
}

export interface IcalExportTokensTable {
  accommodationId: number;
  token: string;
  createdAt: DefaultedTimestamp;
}

export interface IcalFeedsTable {
  id: Generated<number>;
  accommodationId: number;
  name: string;
  url: string;
  status: ColumnType<IcalFeedStatus, IcalFeedStatus | undefined, IcalFeedStatus>;
  etag: string | null;
  lastModified: string | null;
  successfulFetches: Generated<number>;
  lastSyncAt: Timestamp | null;
  lastError: IcalFeedError | null;
  nextSyncAt: DefaultedTimestamp;
  createdAt: DefaultedTimestamp;
  /** The address for this platform (migration 0026): every other source's blocks, not its own; made on first use. */
  exportToken: string | null;
}

export interface IcalFeedEventsTable {
  id: Generated<number>;
  feedId: number;
  /** The event's UID, and for an occurrence of a recurring event its recurrence id. */
  occurrence: string;
  /** Half-open date range; write it with ../sql-values.ts dateRange. */
  period: ColumnType<string, unknown, unknown>;
  title: Generated<string>;
  stayId: number | null;
  missingCount: Generated<number>;
}

export interface IcalSyncLogTable {
  id: Generated<number>;
  feedId: number;
  at: Timestamp;
  outcome: 'changed' | 'unchanged' | 'error';
  added: Generated<number>;
  updated: Generated<number>;
  removed: Generated<number>;
  conflicts: Generated<number>;
  error: IcalFeedError | null;
  /** Events left out with the reason (migration 0026). */
  skipped: ColumnType<IcalSkippedEvent[], unknown, unknown>;
  /** Duplicate events replaced and which copy won (migration 0026). */
  replaced: ColumnType<IcalReplacedEvent[], unknown, unknown>;
}

export interface IdempotencyKeysTable {
  accountId: number;
  key: string;
  requestHash: string;
  status: number;
  response: Json<unknown>;
  createdAt: DefaultedTimestamp;
}
