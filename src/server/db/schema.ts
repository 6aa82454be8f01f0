import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AccountTables } from './tables/account';

/**
 * Kysely table types of the migrations in ./migrations. `bigint` columns are read as numbers (see
 * ./type-parsers.ts), `date` columns as ISO strings, `timestamptz` as Date.
 */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: written as a SQL expression (see ./sql-values.ts), read as parsed JSON. */
type Json<T> = ColumnType<T, unknown, unknown>;

export interface AccountsTable {
  id: Generated<number>;
  user_id: string;
  contact_id: string;
  username: string;
  password_hash: string;
  roles: ColumnType<number[], number[] | undefined, number[]>;
  salutation: Generated<string>;
  first_name: Generated<string>;
  last_name: Generated<string>;
  company_name: string | null;
  legal_form: string | null;
  email: string | null;
  secondary_email: string | null;
  phone: string | null;
  mobile: string | null;
  street: Generated<string>;
  zip: Generated<string>;
  place: Generated<string>;
  country: Generated<string>;
  language: Generated<string>;
  permissions: ColumnType<string[], string[] | undefined, string[]>;
  iban: string | null;
  payment_schedule: string | null;
  tax_id: string | null;
  is_eu_account: Generated<boolean>;
  is_eu_resident: Generated<boolean>;
  is_italy_account: Generated<boolean>;
  is_swiss_account: Generated<boolean>;
  is_austria_account: Generated<boolean>;
  is_croatian_account: Generated<boolean>;
  require_new_password: Generated<boolean>;
  factor_delivery_method: Generated<string>;
  push_enabled: Generated<boolean>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface ContactsTable {
  id: string;
  account_id: number;
  position: Generated<number>;
  role: Generated<string>;
  first_name: Generated<string>;
  last_name: Generated<string>;
  email: string | null;
  mobile: string | null;
  phone: string | null;
}

export interface AccommodationsTable {
  id: Generated<number>;
  code: string;
  account_id: number;
  relation: Generated<string>;
  name: string;
  country: string;
  region: string;
  place: string;
  contract_status: string;
  contract_type: Generated<string>;
  contract_start: string;
  pax: number;
  rooms: Generated<number>;
  bedrooms: Generated<number>;
  bathrooms: Generated<number>;
  created_at: DefaultedTimestamp;
}

export interface TaxLegalRecordsTable {
  id: string;
  account_id: number;
  position: Generated<number>;
  provider_type: string;
  is_eu_resident: Generated<boolean>;
  object_country: string;
  tax_number_kind: string;
  tax_number: string | null;
  name: string | null;
  first_name: string | null;
  identification_number: string | null;
  identification_number_type: string | null;
  residence_country: string | null;
  residence_city: string | null;
  date_of_birth: string | null;
  country_of_birth: string | null;
  place_of_birth: string | null;
  updated_at: DefaultedTimestamp;
}

export interface SessionsTable {
  id: string;
  account_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface LoginAttemptsTable {
  id: string;
  account_id: number;
  contact_id: string;
  channel: 'email' | 'sms' | null;
  code_hash: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  tries_left: number;
  resend_count: Generated<number>;
  consumed_at: Timestamp | null;
}

export interface LoginThrottleTable {
  user_key: string;
  failures: number;
  last_failure_at: Timestamp;
}

export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  channel: 'email' | 'sms';
  subject: string;
  text: string;
  code: string | null;
  created_at: DefaultedTimestamp;
}

export interface SupportRequestsTable {
  id: Generated<number>;
  kind: string;
  user_id: string;
  name: string;
  contact: string;
  message: string;
  created_at: DefaultedTimestamp;
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

export interface StaysTable {
  id: Generated<number>;
  accommodation_id: number;
  /** The accommodation's account, set by a trigger (never written by the application). */
  account_id: Generated<number>;
  kind: string;
  /** Half-open date range '[arrival,departure)'; write it with ./ranges.ts. */
  period: ColumnType<string, unknown, unknown>;
  canceled: Generated<boolean>;
  canceled_at: Timestamp | null;
  res_no: string | null;
  source: Generated<string>;
  traveller_name: Generated<string>;
  traveller_contacts: Json<{ type: string; contact: string }[]>;
  pax: Generated<number>;
  /** Part of pax: adults = pax - children. */
  children: Generated<number>;
  revenue_cents: number | null;
  currency: string | null;
  changes: Json<unknown[]>;
  comment: string | null;
  booked_at: DefaultedTimestamp;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  canceled_by_account_id: number | null;
}

export interface NotificationsTable {
  id: Generated<number>;
  account_id: number;
  type: string;
  is_read: Generated<boolean>;
  payload: Json<Record<string, unknown>>;
  created_at: DefaultedTimestamp;
}

export interface ReviewsTable {
  id: Generated<number>;
  accommodation_id: number;
  stay_id: number | null;
  source: string;
  rating: string;
  language: string;
  reviewer_name: string;
  title: Generated<string>;
  text: string;
  like_state: Generated<string>;
  created_at: Timestamp;
}

export interface RatingsTable {
  account_id: number;
  rated_on: string;
  rating: number;
  created_at: DefaultedTimestamp;
}

export interface ContractRenewalsTable {
  accommodation_id: number;
  year: number;
  mode: 'auto' | 'manual';
  account_id: number;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  account_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  expiration_time: Timestamp | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface ServerSettingsTable {
  key: string;
  value: Json<unknown>;
  created_at: DefaultedTimestamp;
}

export interface ExchangeRatesTable {
  currency: string;
  /** numeric: read it cast to float8. */
  units_per_eur: ColumnType<string, number, number>;
  updated_at: DefaultedTimestamp;
}

export interface Database extends AccountTables {
  accounts: AccountsTable;
  contacts: ContactsTable;
  accommodations: AccommodationsTable;
  tax_legal_records: TaxLegalRecordsTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  login_throttle: LoginThrottleTable;
  outbox: OutboxTable;
  support_requests: SupportRequestsTable;
  redirects: RedirectsTable;
  feature_flags: FeatureFlagsTable;
  stays: StaysTable;
  notifications: NotificationsTable;
  reviews: ReviewsTable;
  ratings: RatingsTable;
  contract_renewals: ContractRenewalsTable;
  push_subscriptions: PushSubscriptionsTable;
  server_settings: ServerSettingsTable;
  exchange_rates: ExchangeRatesTable;
}

export type AccountRow = Selectable<AccountsTable>;
export type ContactRow = Selectable<ContactsTable>;
export type TaxLegalRecordRow = Selectable<TaxLegalRecordsTable>;
export type NewStay = Insertable<StaysTable>;
