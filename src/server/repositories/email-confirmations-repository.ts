import type { Executor } from './executor';

/** Stores a confirmation link for a secondary address (id: SHA-256 of the link's secret); older open links of the account stop working. */
export async function insertEmailConfirmation(
  db: Executor,
  link: { id: string; accountId: number; email: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.updateTable('emailConfirmations').set({ usedAt: link.createdAt }).where('accountId', '=', link.accountId).where('usedAt', 'is', null).execute();
  await db.deleteFrom('emailConfirmations').where('expiresAt', '<', link.createdAt).execute();
  await db
    .insertInto('emailConfirmations')
    .values({ id: link.id, accountId: link.accountId, email: link.email, createdAt: link.createdAt, expiresAt: link.expiresAt })
    .execute();
}

/** The address of the account's open link, if any (shown as "waiting for confirmation"). */
export async function pendingEmailOf(db: Executor, accountId: number, now: Date): Promise<string | null> {
  const row = await db
    .selectFrom('emailConfirmations')
    .select('email')
    .where('accountId', '=', accountId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  return row?.email ?? null;
}

/**
 * Uses a live link of the account once; its address, or undefined (unknown, used, expired, or
 * another account's link: they look alike).
 */
export async function consumeEmailConfirmation(db: Executor, accountId: number, id: string, now: Date): Promise<string | undefined> {
  const row = await db
    .updateTable('emailConfirmations')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('accountId', '=', accountId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('email')
    .executeTakeFirst();
  return row?.email;
}

/** Cancels the account's open links (the secondary address was removed). */
export async function retireEmailConfirmations(db: Executor, accountId: number, now: Date): Promise<void> {
  await db.updateTable('emailConfirmations').set({ usedAt: now }).where('accountId', '=', accountId).where('usedAt', 'is', null).execute();
}
