import type { Executor } from './executor';

/** A new mobile number waiting for the code sent to it. */
export interface PendingPhone {
  readonly mobile: string;
  readonly codeHash: string;
  readonly codeSalt: string;
  readonly expiresAt: Date;
  readonly triesLeft: number;
}

/** Stores the account's pending number (one at a time: a new request replaces the old one). */
export async function putPendingPhone(db: Executor, accountId: number, pending: PendingPhone): Promise<void> {
  const values = { mobile: pending.mobile, code_hash: pending.codeHash, code_salt: pending.codeSalt, expires_at: pending.expiresAt, tries_left: pending.triesLeft };
  await db
    .insertInto('pending_phone_changes')
    .values({ account_id: accountId, ...values })
    .onConflict((conflict) => conflict.column('account_id').doUpdateSet(values))
    .execute();
}

export async function findPendingPhone(db: Executor, accountId: number): Promise<PendingPhone | undefined> {
  const row = await db
    .selectFrom('pending_phone_changes')
    .select(['mobile', 'code_hash', 'code_salt', 'expires_at', 'tries_left'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row && { mobile: row.mobile, codeHash: row.code_hash, codeSalt: row.code_salt, expiresAt: row.expires_at, triesLeft: row.tries_left };
}

/** Uses up one try (atomically); the tries left after it, or undefined when none were left. */
export async function takePhoneTry(db: Executor, accountId: number): Promise<number | undefined> {
  const row = await db
    .updateTable('pending_phone_changes')
    .set((eb) => ({ tries_left: eb('tries_left', '-', 1) }))
    .where('account_id', '=', accountId)
    .where('tries_left', '>', 0)
    .returning('tries_left')
    .executeTakeFirst();
  return row?.tries_left;
}

/** Removes the pending change; true when there was one (so a code confirms once). */
export async function deletePendingPhone(db: Executor, accountId: number): Promise<boolean> {
  const rows = await db.deleteFrom('pending_phone_changes').where('account_id', '=', accountId).returning('account_id').execute();
  return rows.length > 0;
}
