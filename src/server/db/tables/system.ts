import type { ColumnType, Generated } from 'kysely';
import type { UiLocale } from '../../../domain/enumerations';
import type { DefaultedTimestamp, Json } from './column-types';

/** The portal itself: outbox (demo delivery), support requests, redirects, feature flags, settings, exchange rates. */
export interface SystemTables {
  outbox: OutboxTable;
  supportRequests: SupportRequestsTable;
  redirects: RedirectsTable;
  featureFlags: FeatureFlagsTable;
  serverSettings: ServerSettingsTable;
  exchangeRates: ExchangeRatesTable;
  readVersions: ReadVersionsTable;
}

export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  channel: 'email' | 'sms';
  subject: string;
  text: string;
  code: string | null;
  /** The language the message went out in. */
  locale: ColumnType<UiLocale, UiLocale | undefined, UiLocale>;
  createdAt: DefaultedTimestamp;
  /** pending until sent (the demo mailbox's messages are sent when stored); failed after the last attempt. */
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  /** When the worker may take a pending message (again); while one instance sends it, a lease. */
  nextAttemptAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  lastError: ColumnType<string | null, string | null | undefined, string | null>;
  sentAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** After this a message is of no use (a code past its validity): no more attempts. */
  expiresAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface SupportRequestsTable {
  id: Generated<number>;
  kind: string;
  userId: string;
  name: string;
  contact: string;
  message: string;
  createdAt: DefaultedTimestamp;
}

export interface RedirectsTable {
  path: string;
  target: string;
}

export interface FeatureFlagsTable {
  name: string;
  enabled: boolean;
  description: Generated<string>;
}

export interface ServerSettingsTable {
  key: string;
  value: Json<unknown>;
  createdAt: DefaultedTimestamp;
}

export interface ExchangeRatesTable {
  currency: string;
  /** numeric: read it cast to float8. */
  unitsPerEur: ColumnType<string, number, number>;
  updatedAt: DefaultedTimestamp;
}

/**
 * Per account, how often what its reservation lists and overview are read from has changed;
 * raised by triggers (migration 0030). Account 0: data every account shares.
 */
export interface ReadVersionsTable {
  accountId: number;
  version: number;
}
