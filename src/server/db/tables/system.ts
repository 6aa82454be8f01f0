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
}

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
