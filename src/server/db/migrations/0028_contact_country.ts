import { type Kysely, sql } from 'kysely';

/**
 * provider_contacts.country (issue 29 #14): a service office of one country looks after the
 * owner's homes in that country, so the contact list says "For your homes in Croatia" instead of
 * calling every office "For all your homes". Null: the contact serves every home (owner service).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE provider_contacts ADD COLUMN country text CHECK (country ~ '^[A-Z]{2}$')`.execute(db);
}
