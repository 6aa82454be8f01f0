import type { AccountTables } from './tables/accounts';
import type { AuthTables } from './tables/auth';
import type { CalendarTables } from './tables/calendar';
import type { DocumentTables } from './tables/documents';
import type { ContactTables } from './tables/contact';
import type { FeedbackBannerTables } from './tables/feedback-banner';
import type { InboxTables } from './tables/inbox';
import type { PaymentsTables } from './tables/payments';
import type { PropertyTables } from './tables/property';
import type { ProfileSecurityTables } from './tables/profile-security';
import type { PushTables } from './tables/push';
import type { SecurityTables } from './tables/security';
import type { ReviewTables } from './tables/reviews';
import type { StayTables } from './tables/stays';
import type { SystemTables } from './tables/system';
import type { TelemetryTables } from './tables/telemetry';

/**
 * The Kysely database: every table group of ./tables, one line each (a new slice adds its file and
 * its line). Names are camelCase in TypeScript and snake_case in SQL: both handles run Kysely's
 * CamelCasePlugin (see ./open.ts). `bigint` columns are read as numbers (see ./type-parsers.ts),
 * `date` columns as ISO strings, `timestamptz` as Date.
 */
export interface Database
  extends AccountTables,
    AuthTables,
    StayTables,
    InboxTables,
    PushTables,
    SecurityTables,
    SystemTables,
    CalendarTables,
    PaymentsTables,
    PropertyTables,
    ProfileSecurityTables,
    ReviewTables,
    FeedbackBannerTables,
    TelemetryTables,
    DocumentTables,
    ContactTables {}

export type * from './tables/accounts';
export type * from './tables/auth';
export type * from './tables/calendar';
export type * from './tables/documents';
export type * from './tables/contact';
export type * from './tables/feedback-banner';
export type * from './tables/inbox';
export type * from './tables/property';
export type * from './tables/profile-security';
export type * from './tables/push';
export type * from './tables/security';
export type * from './tables/reviews';
export type * from './tables/stays';
export type * from './tables/system';
export type * from './tables/telemetry';
