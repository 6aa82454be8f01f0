import type { Executor } from './executor';

/** Stores a confirmation link for a secondary address (id: SHA-256 of the link's secret); older open links of the account stop working. */
export async function insertEmailConfirmation(
  db: Executor,
  link: { id: string; accountId: number; email: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.updateTable('email_confirmations').set({ used_at: link.createdAt }).where('account_id', '=', link.accountId).where('used_at', 'is', null).execute();
  await db.deleteFrom('email_confirmations').where('expires_at', '<', link.createdAt).execute();
  await db
    .insertInto('email_confirmations')
    .values({ id: link.id, account_id: link.accountId, email: link.email, created_at: link.createdAt, expires_at: link.expiresAt })
    .execute();
}

/** The address of the account's open link, if any (shown as "waiting for confirmation"). */
export async function pendingEmailOf(db: Executor, accountId: number, now: Date): Promise<string | null> {
  const row = await db
    .selectFrom('email_confirmations')
    .select('email')
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.email ?? null;
}

/**
 * Uses a live link of the account once; its address, or undefined (unknown, used, expired, or
 * another account's link: they look alike).
 */
export async function consumeEmailConfirmation(db: Executor, accountId: number, id: string, now: Date): Promise<string | undefined> {
  const row = await db
    .updateTable('email_confirmations')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('email')
    .executeTakeFirst();
  return row?.email;
}

/** Cancels the account's open links (the secondary address was removed). */
export async function retireEmailConfirmations(db: Executor, accountId: number, now: Date): Promise<void> {
  await db.updateTable('email_confirmations').set({ used_at: now }).where('account_id', '=', accountId).where('used_at', 'is', null).execute();
}
