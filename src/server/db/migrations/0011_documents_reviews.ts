import { type Kysely, sql } from 'kysely';

/**
 * Review summaries: one stored summary per home and reader language, with the number of reviews
 * and the newest review id it was made from, so a new review makes it stale and the next read
 * refreshes it (summaries are never computed in the browser). A partial index serves the review
 * list's rating filter within a home.
 */
const statements = [
  `CREATE TABLE review_summaries (
    accommodation_id bigint NOT NULL REFERENCES accommodations (id) ON DELETE CASCADE,
    language text NOT NULL,
    text text NOT NULL,
    aspects jsonb NOT NULL,
    review_count integer NOT NULL,
    newest_review_id bigint,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (accommodation_id, language)
  )`,
  `CREATE INDEX reviews_accommodation_rating_idx ON reviews (accommodation_id, rating, created_at DESC)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
