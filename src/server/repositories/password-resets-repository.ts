import type { Executor } from './executor';

/** Stores a reset link (its id is the SHA-256 of the link's secret). */
export async function insertPasswordReset(db: Executor, reset: { id: string; accountId: number; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({ id: reset.id, account_id: reset.accountId, created_at: reset.createdAt, expires_at: reset.expiresAt })
    .execute();
}

/** The account of an unused, unexpired link, or undefined (unknown, used and expired look alike). */
export async function findLiveReset(db: Executor, id: string, now: Date): Promise<{ accountId: number } | undefined> {
  const row = await db
    .selectFrom('password_resets')
    .select('account_id')
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { accountId: row.account_id };
}

/**
 * Marks the link used if it still is live; returns its account, or undefined when another request
 * used it first (the single-use check and the use are one statement).
 */
export async function consumeReset(db: Executor, id: string, now: Date): Promise<{ accountId: number } | undefined> {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('account_id')
    .executeTakeFirst();
  return row && { accountId: row.account_id };
}

/** After a reset every other link of the account stops working too. */
export async function retireResetsOf(db: Executor, accountId: number, now: Date): Promise<void> {
  await db.updateTable('password_resets').set({ used_at: now }).where('account_id', '=', accountId).where('used_at', 'is', null).execute();
}

/** Drops links that expired before `before` (kept a day for the 410 page, then useless). */
export async function deleteResetsBefore(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('password_resets').where('expires_at', '<', before).execute();
}
