import { type Kysely, sql } from 'kysely';

/**
 * The outbox becomes the way every message leaves the server (issue 22.5): written in the
 * transaction of the change that causes it, sent by a worker that retries with growing delays.
 * Messages stored before are the demo mailbox's, which were delivered when stored ('sent').
 * `expires_at` ends retries of a message that would be useless late (a code past its validity).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE outbox ADD COLUMN status text NOT NULL DEFAULT 'sent' CHECK (status IN ('pending', 'sent', 'failed'))`.execute(db);
  await sql`ALTER TABLE outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz`.execute(db);
  await sql`ALTER TABLE outbox ADD COLUMN last_error text`.execute(db);
  await sql`ALTER TABLE outbox ADD COLUMN sent_at timestamptz`.execute(db);
  await sql`ALTER TABLE outbox ADD COLUMN expires_at timestamptz`.execute(db);
  await sql`CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status = 'pending'`.execute(db);
}
