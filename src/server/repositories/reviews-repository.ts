import { sql } from 'kysely';
import type { LikeState, ReviewRating, ReviewSource } from '../../domain/enumerations';
import type { RatingCounts } from '../../domain/review-rating';
import type { SummarisedReview } from '../../domain/review-summary';
import type { Executor } from './executor';

/** A review with its home, as the review list shows it. */
export interface ReviewRecord {
  readonly id: number;
  readonly accommodationCode: string;
  readonly accommodationName: string;
  readonly source: ReviewSource;
  readonly rating: ReviewRating;
  readonly language: string;
  readonly reviewerName: string;
  readonly title: string;
  readonly text: string;
  readonly likeState: LikeState;
  readonly createdAt: Date;
  /** The owner's reply; null (both) until they write one. */
  readonly replyText: string | null;
  readonly replyUpdatedAt: Date | null;
}

export interface ReviewFilter {
  readonly accountId: number;
  /** null: every home of the account. */
  readonly accommodationId: number | null;
  readonly rating: ReviewRating | undefined;
  /** Inclusive ISO dates of the review day (UTC). */
  readonly from: string | undefined;
  readonly to: string | undefined;
  readonly offset: number;
  readonly limit: number;
}

/** What the list shows of a review and its home. */
const REVIEW_COLUMNS = [
  'reviews.id',
  'accommodations.code as accommodationCode',
  'accommodations.name as accommodationName',
  'reviews.source',
  'reviews.rating',
  'reviews.language',
  'reviews.reviewerName',
  'reviews.title',
  'reviews.text',
  'reviews.likeState',
  'reviews.createdAt',
  'reviewReplies.text as replyText',
  'reviewReplies.updatedAt as replyUpdatedAt',
] as const;

function reviewsOf(db: Executor, accountId: number) {
  return db
    .selectFrom('reviews')
    .innerJoin('accommodations', 'accommodations.id', 'reviews.accommodationId')
    .leftJoin('reviewReplies', 'reviewReplies.reviewId', 'reviews.id')
    .where('accommodations.accountId', '=', accountId);
}

/** One page of the account's reviews, newest first, with the total of the filter. */
export async function pageReviews(db: Executor, filter: ReviewFilter): Promise<{ rows: ReviewRecord[]; total: number }> {
  let query = reviewsOf(db, filter.accountId);
  if (filter.accommodationId !== null) query = query.where('reviews.accommodationId', '=', filter.accommodationId);
  if (filter.rating) query = query.where('reviews.rating', '=', filter.rating);
  if (filter.from) query = query.where('reviews.createdAt', '>=', sql<Date>`${filter.from}::date::timestamptz`);
  // `to` is inclusive: everything before the next day.
  if (filter.to) query = query.where('reviews.createdAt', '<', sql<Date>`(${filter.to}::date + 1)::timestamptz`);
  const [rows, count] = await Promise.all([
    query
      .select(REVIEW_COLUMNS)
      .orderBy('reviews.createdAt', 'desc')
      .orderBy('reviews.id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

/** Sets the owner's like state of one of the account's reviews; false when the id is not theirs. */
export async function setLikeState(db: Executor, accountId: number, reviewId: number, state: LikeState): Promise<boolean> {
  const result = await db
    .updateTable('reviews')
    .set({ likeState: state })
    .where('id', '=', reviewId)
    .where('accommodationId', 'in', db.selectFrom('accommodations').select('id').where('accountId', '=', accountId))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Writes the owner's reply to one of the account's reviews, replacing an earlier one (one reply
 * per review); false when the review is not the account's, and then nothing is written.
 */
export async function saveReply(db: Executor, accountId: number, reviewId: number, text: string, now: Date): Promise<boolean> {
  const result = await db
    .insertInto('reviewReplies')
    .columns(['reviewId', 'text', 'createdAt', 'updatedAt'])
    .expression(
      db
        .selectFrom('reviews')
        .innerJoin('accommodations', 'accommodations.id', 'reviews.accommodationId')
        .where('reviews.id', '=', reviewId)
        .where('accommodations.accountId', '=', accountId)
        .select(['reviews.id', sql<string>`${text}::text`.as('text'), sql<Date>`${now}::timestamptz`.as('createdAt'), sql<Date>`${now}::timestamptz`.as('updatedAt')]),
    )
    .onConflict((conflict) => conflict.column('reviewId').doUpdateSet((eb) => ({ text: eb.ref('excluded.text'), updatedAt: eb.ref('excluded.updatedAt') })))
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** How many of a home's reviews carry each rating, for the average. */
export async function ratingCounts(db: Executor, accommodationId: number): Promise<RatingCounts> {
  const rows = await db
    .selectFrom('reviews')
    .where('accommodationId', '=', accommodationId)
    .groupBy('rating')
    .select(['rating', sql<number>`count(*)::int`.as('count')])
    .execute();
  return Object.fromEntries(rows.map((row) => [row.rating, row.count]));
}

/** One of the account's reviews with its home; undefined for another account's id. */
export async function findReview(db: Executor, accountId: number, reviewId: number): Promise<ReviewRecord | undefined> {
  return reviewsOf(db, accountId)
    .where('reviews.id', '=', reviewId)
    .select(REVIEW_COLUMNS)
    .executeTakeFirst();
}

/** How many reviews a home has and its newest id: a stored summary is current while both match. */
export async function reviewStamp(db: Executor, accommodationId: number): Promise<{ count: number; newestId: number | null }> {
  const row = await db
    .selectFrom('reviews')
    .where('accommodationId', '=', accommodationId)
    .select([sql<number>`count(*)::int`.as('count'), sql<number | null>`max(id)`.as('newestId')])
    .executeTakeFirstOrThrow();
  return { count: row.count, newestId: row.newestId === null ? null : Number(row.newestId) };
}

/** Every review of a home, as the summariser reads them. */
export async function reviewsToSummarise(db: Executor, accommodationId: number): Promise<SummarisedReview[]> {
  return db.selectFrom('reviews').select(['id', 'rating', 'language', 'text']).where('accommodationId', '=', accommodationId).orderBy('id').execute();
}
