import type { AspectTally } from '../../domain/review-summary';
import { jsonb } from '../db/sql-values';
import type { Executor } from './executor';

/** A stored summary of a home's reviews in one reader language. */
export interface StoredSummary {
  readonly text: string;
  readonly aspects: AspectTally[];
  readonly reviewCount: number;
  readonly newestReviewId: number | null;
}

export async function findSummary(db: Executor, accommodationId: number, language: string): Promise<StoredSummary | undefined> {
  const row = await db
    .selectFrom('reviewSummaries')
    .select(['text', 'aspects', 'reviewCount', 'newestReviewId'])
    .where('accommodationId', '=', accommodationId)
    .where('language', '=', language)
    .executeTakeFirst();
  return row && { ...row, newestReviewId: row.newestReviewId === null ? null : Number(row.newestReviewId) };
}

/** Stores (or replaces) a home's summary in one language. */
export async function saveSummary(db: Executor, accommodationId: number, language: string, summary: StoredSummary, now: Date): Promise<void> {
  const values = {
    text: summary.text,
    aspects: jsonb(summary.aspects),
    reviewCount: summary.reviewCount,
    newestReviewId: summary.newestReviewId,
    updatedAt: now,
  };
  await db
    .insertInto('reviewSummaries')
    .values({ accommodationId, language, ...values })
    .onConflict((conflict) => conflict.columns(['accommodationId', 'language']).doUpdateSet(values))
    .execute();
}
