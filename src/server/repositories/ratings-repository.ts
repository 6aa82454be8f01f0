import type { Executor } from './executor';

/** Stores the account's feedback score of a day; a second score the same day replaces the first. */
export async function upsertRating(db: Executor, rating: { accountId: number; ratedOn: string; rating: number; comment?: string | null; now: Date }): Promise<void> {
  await db
    .insertInto('ratings')
    .values({ accountId: rating.accountId, ratedOn: rating.ratedOn, rating: rating.rating, comment: rating.comment ?? null, createdAt: rating.now })
    .onConflict((oc) => oc.columns(['accountId', 'ratedOn']).doUpdateSet({ rating: rating.rating, comment: rating.comment ?? null, createdAt: rating.now }))
    .execute();
}
