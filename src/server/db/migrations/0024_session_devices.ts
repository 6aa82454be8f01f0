import { type Kysely, sql } from 'kysely';

/**
 * A session remembers a coarse description of the browser it was started in ("Firefox on
 * Windows"), for the owner's list of active sessions (ASVS 7.5.2). Only the description is kept,
 * not the User-Agent; sessions started before this migration have none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE sessions ADD COLUMN device text CHECK (char_length(device) <= 100)`.execute(db);
}
