import type { Executor } from './executor';

/** The account's feedback banner record; undefined before the banner was ever closed. */
export async function findFeedbackBanner(db: Executor, accountId: number): Promise<{ lastBoxClosingDate: Date; feedbackGiven: boolean } | undefined> {
  return db.selectFrom('feedbackBanners').select(['lastBoxClosingDate', 'feedbackGiven']).where('accountId', '=', accountId).executeTakeFirst();
}

/** Records a close of the banner (the latest close replaces the previous one). */
export async function saveFeedbackBanner(db: Executor, record: { accountId: number; lastBoxClosingDate: Date; feedbackGiven: boolean }): Promise<void> {
  await db
    .insertInto('feedbackBanners')
    .values(record)
    .onConflict((oc) => oc.column('accountId').doUpdateSet({ lastBoxClosingDate: record.lastBoxClosingDate, feedbackGiven: record.feedbackGiven }))
    .execute();
}
