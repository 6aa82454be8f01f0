import type { Insertable } from 'kysely';
import type { PasswordResetsTable } from '../db/tables/profile-security';
import type { Executor } from './executor';

/** Stores a reset link (its id is the SHA-256 of the link's secret). */
export async function insertPasswordReset(db: Executor, reset: Omit<Insertable<PasswordResetsTable>, 'usedAt'>): Promise<void> {
  await db.insertInto('passwordResets').values(reset).execute();
}

/** The account of an unused, unexpired link, or undefined (unknown, used and expired look alike). */
export async function findLiveReset(db: Executor, id: string, now: Date): Promise<{ accountId: number } | undefined> {
  const row = await db
    .selectFrom('passwordResets')
    .select('accountId')
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row && { accountId: row.accountId };
}

/**
 * Marks the link used if it still is live; returns its account, or undefined when another request
 * used it first (the single-use check and the use are one statement).
 */
export async function consumeReset(db: Executor, id: string, now: Date): Promise<{ accountId: number } | undefined> {
  const row = await db
    .updateTable('passwordResets')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('accountId')
    .executeTakeFirst();
  return row && { accountId: row.accountId };
}

/** After a reset every other link of the account stops working too. */
export async function retireResetsOf(db: Executor, accountId: number, now: Date): Promise<void> {
  await db.updateTable('passwordResets').set({ usedAt: now }).where('accountId', '=', accountId).where('usedAt', 'is', null).execute();
}

/** Drops links that expired before `before` (kept a day for the 410 page, then useless). */
export async function deleteResetsBefore(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('passwordResets').where('expiresAt', '<', before).execute();
}
