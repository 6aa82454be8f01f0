import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/server/db/migrate';
import * as reservationCountCover from '../../../src/server/db/migrations/0029_reservation_count_cover';
import * as readIndexes from '../../../src/server/db/migrations/0006_read_indexes';
import { type DatabaseHandle, forEachDatabase } from '../../support/db';

const TABLES = [
  'accommodations',
  'account_audit',
  'account_settings',
  'accounts',
  'bank_accounts',
  'bank_detail_changes',
  'comparable_home_months',
  'comparable_homes',
  'contact_messages',
  'contacts',
  'contract_renewals',
  'contract_seasons',
  'contracts',
  'document_shares',
  'documents',
  'dynamic_pricing',
  'dynamic_pricing_changes',
  'email_confirmations',
  'exchange_rates',
  'read_versions',
  'feature_flags',
  'feedback_banners',
  'ical_export_tokens',
  'ical_feed_events',
  'ical_feeds',
  'ical_sync_log',
  'idempotency_keys',
  'login_attempts',
  'login_throttle',
  'nightly_prices',
  'notifications',
  'outbox',
  'payment_schedule_changes',
  'payment_transactions',
  'payouts',
  'property_attributes',
  'property_descriptions',
  'property_distances',
  'property_pictures',
  'property_profiles',
  'provider_contacts',
  'passkeys',
  'password_resets',
  'pending_phone_changes',
  'push_subscriptions',
  'rate_limits',
  'ratings',
  'redirects',
  'referrals',
  'review_replies', 'review_summaries',
  'reviews',
  'second_factor_failures',
  'server_settings',
  'session_step_ups',
  'sessions',
  'statements',
  'stays',
  'support_requests',
  'tax_legal_records',
  'webauthn_challenges',
  'consents',
  'telemetry_events',
  'telemetry_replays',
  'error_reports',
];

forEachDatabase('migrations', (open) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await open('blank');
  });
  afterAll(() => database.close());

  it('apply to an empty database and create every table', async () => {
    expect(await migrateToLatest(database.db)).toEqual(['0001_init', '0002_reservations_inbox_push', '0004_security', '0006_read_indexes', '0007_calendar', '0008_payments', '0009_account', '0010_property', '0011_documents_reviews', '0012_shell', '0014_documents', '0015_contact_referral', '0016_telemetry', '0019_owner_booking_permission', '0020_inbox_actions', '0024_session_devices', '0025_message_languages', '0026_ical_travel', '0027_outbox_delivery', '0028_contact_country', '0029_reservation_count_cover', '0030_read_versions', '0031_review_replies', '0032_read_versions_bank']);
    // Raw queries pass the camel-case plugin too: result columns arrive camelCased.
    const { rows } = await sql<{ tableName: string }>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely_%'
      ORDER BY table_name`.execute(database.db);
    // Compared as sets: each slice adds its tables, and collations order underscores differently.
    expect(rows.map((row) => row.tableName).sort()).toEqual([...TABLES].sort());
  });

  it('are not applied twice', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('apply one that arrived after the others, and nothing once all have run', async () => {
    // 0029 replaced 0006's indexes: undone first, it is applied again after the late one.
    await reservationCountCover.down(database.db.withoutPlugins());
    await readIndexes.down(database.db.withoutPlugins());
    await sql`DELETE FROM kysely_migration WHERE name IN ('0006_read_indexes', '0029_reservation_count_cover')`.execute(database.db);
    expect(await migrateToLatest(database.db)).toEqual(['0006_read_indexes', '0029_reservation_count_cover']);
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('name the failing migration', async () => {
    const other = await open('blank');
    try {
      await sql`CREATE TABLE accounts (id int)`.execute(other.db);
      await expect(migrateToLatest(other.db)).rejects.toThrow(/Migration 0001_init failed/);
    } finally {
      await other.close();
    }
  });

  it('install btree_gist for the stays exclusion constraint', async () => {
    const { rows } = await sql<{ extname: string }>`SELECT extname FROM pg_extension WHERE extname = 'btree_gist'`.execute(database.db);
    expect(rows).toHaveLength(1);
  });
});
