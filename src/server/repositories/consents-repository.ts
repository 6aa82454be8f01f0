import type { Executor } from './executor';

/** The owner's saved consent, or undefined before the first decision. */
export async function findConsent(db: Executor, accountId: number): Promise<{ statistics: boolean; decidedAt: Date } | undefined> {
  return db.selectFrom('consents').select(['statistics', 'decidedAt']).where('accountId', '=', accountId).executeTakeFirst();
}

/** Keeps a decision unless the stored one is newer (one statement, so parallel saves cannot reorder). */
export async function saveConsent(db: Executor, record: { accountId: number; statistics: boolean; decidedAt: Date }): Promise<void> {
  await db
    .insertInto('consents')
    .values(record)
    .onConflict((oc) =>
      oc
        .column('accountId')
        .doUpdateSet({ statistics: record.statistics, decidedAt: record.decidedAt })
        .where('consents.decidedAt', '<=', record.decidedAt),
    )
    .execute();
}
