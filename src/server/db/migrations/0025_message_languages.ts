import { type Kysely, sql } from 'kysely';

/**
 * Messages in the owner's language: the portal language the owner last used (stored when they
 * sign in or switch language; none until then, also for the demo accounts), and the language each
 * message of the demo outbox went out in (the demo mailbox shows it; older messages were English).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE accounts ADD COLUMN portal_language text CHECK (portal_language IN ('cs', 'de', 'en', 'es', 'fr', 'hr', 'it', 'nl', 'pl', 'pt'))`.execute(db);
  await sql`ALTER TABLE outbox ADD COLUMN locale text NOT NULL DEFAULT 'en'`.execute(db);
}
