import type { Executor } from './executor';

/** Stores the account's feedback score of a day; a second score the same day replaces the first. */
export async function upsertRating(db: Executor, rating: { accountId: number; ratedOn: string; rating: number; now: Date }): Promise<void> {
  await db
    .insertInto('ratings')
    .values({ account_id: rating.accountId, rated_on: rating.ratedOn, rating: rating.rating, created_at: rating.now })
    .onConflict((oc) => oc.columns(['account_id', 'rated_on']).doUpdateSet({ rating: rating.rating, created_at: rating.now }))
    .execute();
}
