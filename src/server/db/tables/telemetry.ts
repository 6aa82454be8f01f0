import type { Generated } from 'kysely';
import type { Json, Timestamp } from './column-types';

/** Consent, statistics and error reports (migration 0016). */
export interface TelemetryTables {
  consents: ConsentsTable;
  telemetryEvents: TelemetryEventsTable;
  telemetryReplays: TelemetryReplaysTable;
  errorReports: ErrorReportsTable;
}

export interface ConsentsTable {
  accountId: number;
  statistics: boolean;
  decidedAt: Timestamp;
}

export interface TelemetryEventsTable {
  id: Generated<number>;
  sessionId: string;
  kind: 'pageview' | 'scroll';
  path: string;
  depth: number | null;
  occurredAt: Timestamp;
  receivedAt: Timestamp;
}

export interface TelemetryReplaysTable {
  id: Generated<number>;
  sessionId: string;
  path: string;
  events: Json<unknown[]>;
  bytes: number;
  occurredAt: Timestamp;
  receivedAt: Timestamp;
}

export interface ErrorReportsTable {
  fingerprint: string;
  kind: 'error' | 'rejection' | 'http';
  message: string;
  stack: string | null;
  status: number | null;
  route: string;
  release: string;
  browser: string;
  count: number;
  firstSeen: Timestamp;
  lastSeen: Timestamp;
}
