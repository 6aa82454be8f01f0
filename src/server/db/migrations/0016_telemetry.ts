import { type Kysely, sql } from 'kysely';

/**
 * Consent, statistics and error reports (issue 16):
 * - each owner's consent decision, so it follows them from device to device;
 * - statistics collected with consent (page views, scroll depth, session replay slices), kept
 *   here and never sent to a third party; a visit is a random session id, not an account;
 * - error reports deduplicated by fingerprint, with a count and when they were first and last seen;
 * - the feature flag of session replay, on (an operator turns it off for everyone here, a visitor
 *   for one browser with the cookie `feature.sessionReplay=false`).
 */
const statements = [
  `CREATE TABLE consents (
    account_id bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    statistics boolean NOT NULL,
    decided_at timestamptz NOT NULL
  )`,
  `CREATE TABLE telemetry_events (
    id bigserial PRIMARY KEY,
    session_id text NOT NULL,
    kind text NOT NULL CHECK (kind IN ('pageview', 'scroll')),
    path text NOT NULL,
    depth smallint CHECK (depth IN (25, 50, 75, 100)),
    occurred_at timestamptz NOT NULL,
    received_at timestamptz NOT NULL
  )`,
  `CREATE INDEX telemetry_events_session ON telemetry_events (session_id, received_at)`,
  `CREATE TABLE telemetry_replays (
    id bigserial PRIMARY KEY,
    session_id text NOT NULL,
    path text NOT NULL,
    events jsonb NOT NULL,
    bytes integer NOT NULL,
    occurred_at timestamptz NOT NULL,
    received_at timestamptz NOT NULL
  )`,
  `CREATE INDEX telemetry_replays_session ON telemetry_replays (session_id, occurred_at)`,
  `CREATE TABLE error_reports (
    fingerprint text PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('error', 'rejection', 'http')),
    message text NOT NULL,
    stack text,
    status integer,
    route text NOT NULL,
    release text NOT NULL,
    browser text NOT NULL,
    count integer NOT NULL,
    first_seen timestamptz NOT NULL,
    last_seen timestamptz NOT NULL
  )`,
  `CREATE INDEX error_reports_last_seen ON error_reports (last_seen DESC)`,
  `INSERT INTO feature_flags (name, enabled, description)
    VALUES ('sessionReplay', true, 'Session replay (only with the statistics consent)')
    ON CONFLICT (name) DO NOTHING`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
