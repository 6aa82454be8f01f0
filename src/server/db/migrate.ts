import { type Kysely, sql } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import * as init from './migrations/0001_init';
import * as reservationsInboxPush from './migrations/0002_reservations_inbox_push';
import * as security from './migrations/0004_security';
import * as readIndexes from './migrations/0006_read_indexes';
import * as calendar from './migrations/0007_calendar';
import * as payments from './migrations/0008_payments';
import * as account from './migrations/0009_account';
import * as property from './migrations/0010_property';
import * as documentsReviews from './migrations/0011_documents_reviews';
import * as shell from './migrations/0012_shell';
import * as documents from './migrations/0014_documents';
import * as contactReferral from './migrations/0015_contact_referral';
import * as telemetry from './migrations/0016_telemetry';
import * as ownerBookingPermission from './migrations/0019_owner_booking_permission';
import * as inboxActions from './migrations/0020_inbox_actions';
import * as sessionDevices from './migrations/0024_session_devices';
import * as messageLanguages from './migrations/0025_message_languages';
import * as icalTravel from './migrations/0026_ical_travel';
import * as outboxDelivery from './migrations/0027_outbox_delivery';
import * as contactCountry from './migrations/0028_contact_country';
import * as reservationCountCover from './migrations/0029_reservation_count_cover';
import * as readVersions from './migrations/0030_read_versions';
import * as reviewReplies from './migrations/0031_review_replies';
import * as readVersionsBank from './migrations/0032_read_versions_bank';

/**
 * Every migration, in the order of their numbers (test/server/db/migration-list.test.ts checks it
 * against the folder): a new one goes last with the next free number. They are TypeScript modules
 * (not .sql files) so the bundled server carries them inside dist/server/main.mjs. Never edit an
 * applied migration: add the next one.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001_init': init,
  '0002_reservations_inbox_push': reservationsInboxPush,
  '0004_security': security,
  '0006_read_indexes': readIndexes,
  '0007_calendar': calendar,
  '0008_payments': payments,
  '0009_account': account,
  '0010_property': property,
  '0011_documents_reviews': documentsReviews,
  '0012_shell': shell,
  '0014_documents': documents,
  '0015_contact_referral': contactReferral,
  '0016_telemetry': telemetry,
  '0019_owner_booking_permission': ownerBookingPermission,
  '0020_inbox_actions': inboxActions,
  '0024_session_devices': sessionDevices,
  '0025_message_languages': messageLanguages,
  '0026_ical_travel': icalTravel,
  '0027_outbox_delivery': outboxDelivery,
  '0028_contact_country': contactCountry,
  '0029_reservation_count_cover': reservationCountCover,
  '0030_read_versions': readVersions,
  '0031_review_replies': reviewReplies,
  '0032_read_versions_bank': readVersionsBank,
};

/** Applies every pending migration; throws with the failing migration's name on error. */
// Kysely<any>: migrations run before (and regardless of) the typed schema; they are written in SQL's
// snake_case, so they run without the camel-case plugin of the typed handle.
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  if (await hasEveryMigration(db)) return [];
  // Slices land in any order: a database that ran 0008 still takes a 0006 that arrived later.
  const migrator = new Migrator({ db: db.withoutPlugins(), provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/**
 * Whether the database has run every migration: one read instead of the migrator's lock table and
 * transaction, which cost a reopen of PGlite about half a second. Anything missing goes through the
 * migrator, under its lock.
 */
async function hasEveryMigration(db: Kysely<any>): Promise<boolean> {
  const raw = db.withoutPlugins();
  const { rows: tables } = await sql<{ present: boolean }>`SELECT to_regclass('kysely_migration') IS NOT NULL AS present`.execute(raw);
  if (!tables[0]?.present) return false;
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(raw);
  const applied = new Set(rows.map((row) => row.name));
  return Object.keys(migrations).every((name) => applied.has(name));
}
