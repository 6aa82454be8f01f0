import { type Kysely, sql } from 'kysely';

/**
 * Owners reply to guest reviews (issue 29 #15): one reply per review, which the owner may edit
 * (the row is replaced; updated_at says when). Replying has its own permission (ReplyToReviews):
 * every account that existed before gets it, except accounts whose only role is Keyholder (3),
 * who look after a home but do not speak for its owner.
 *
 * Messages to support get a status (issue 29 #20), so the owner's list of sent messages says
 * where each stands: RECEIVED when sent, then IN_PROGRESS and ANSWERED as support works on it.
 *
 * Stored review summaries made with the earlier aspect words (which filed "vistas preciosas" under
 * value for money) are dropped: the next read makes them again with the current words.
 */
const statements = [
  `CREATE TABLE review_replies (
    review_id bigint PRIMARY KEY REFERENCES reviews (id) ON DELETE CASCADE,
    text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 2000),
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
  `UPDATE accounts SET permissions = array_append(permissions, 'ReplyToReviews')
    WHERE NOT ('ReplyToReviews' = ANY (permissions)) AND roles <> '{3}'::smallint[]`,
  `DELETE FROM review_summaries`,
  `ALTER TABLE contact_messages ADD COLUMN status text NOT NULL DEFAULT 'RECEIVED' CHECK (status IN ('RECEIVED', 'IN_PROGRESS', 'ANSWERED'))`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
