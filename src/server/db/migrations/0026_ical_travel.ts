import { type Kysely, sql } from 'kysely';

/**
 * iCal as other software writes it (issue 28):
 * - ical_feeds.url also takes webcal:// (iCloud's and Outlook's subscribe links; read as https);
 * - ical_feeds.export_token: the private address to give that platform, carrying every other
 *   source's blocks but not its own, so blocks travel between platforms without echoing back;
 * - ical_sync_log.skipped / replaced: events a sync left out (with the reason) and duplicate
 *   events it replaced (with which copy won), so one bad event no longer refuses the feed silently.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE ical_feeds DROP CONSTRAINT ical_feeds_url_check`.execute(db);
  await sql`ALTER TABLE ical_feeds ADD CONSTRAINT ical_feeds_url_check CHECK (url LIKE 'http://%' OR url LIKE 'https://%' OR url LIKE 'webcal://%')`.execute(db);
  await sql`ALTER TABLE ical_feeds ADD COLUMN export_token text UNIQUE CHECK (length(export_token) >= 32)`.execute(db);
  await sql`ALTER TABLE ical_sync_log ADD COLUMN skipped jsonb NOT NULL DEFAULT '[]'::jsonb`.execute(db);
  await sql`ALTER TABLE ical_sync_log ADD COLUMN replaced jsonb NOT NULL DEFAULT '[]'::jsonb`.execute(db);
}
