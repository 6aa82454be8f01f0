import { type Kysely, sql } from 'kysely';

/**
 * Shell behaviours:
 * - the feedback banner's state per account (spec 3, "Feedback banner local state": when it was
 *   last closed and whether feedback was given), kept on the server so it follows the owner from
 *   device to device;
 * - the optional comment the banner sends with the 0–10 rating.
 */
const statements = [
  `CREATE TABLE feedback_banners (
    account_id bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    last_box_closing_date timestamptz NOT NULL,
    feedback_given boolean NOT NULL
  )`,
  `ALTER TABLE ratings ADD COLUMN comment text CHECK (char_length(comment) <= 2000)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
