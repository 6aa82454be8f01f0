import type { ColumnType, Generated } from 'kysely';
import type { IcalFeedError, IcalFeedStatus } from '../../../contract/ical';
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
}

export interface IdempotencyKeysTable {
  accountId: number;
  key: string;
  requestHash: string;
  status: number;
  response: Json<unknown>;
  createdAt: DefaultedTimestamp;
}
