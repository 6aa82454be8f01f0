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
  const values = { mobile: pending.mobile, codeHash: pending.codeHash, codeSalt: pending.codeSalt, expiresAt: pending.expiresAt, triesLeft: pending.triesLeft };
  await db
    .insertInto('pendingPhoneChanges')
    .values({ accountId: accountId, ...values })
    .onConflict((conflict) => conflict.column('accountId').doUpdateSet(values))
    .execute();
}

export async function findPendingPhone(db: Executor, accountId: number): Promise<PendingPhone | undefined> {
  const row = await db
    .selectFrom('pendingPhoneChanges')
    .select(['mobile', 'codeHash', 'codeSalt', 'expiresAt', 'triesLeft'])
    .where('accountId', '=', accountId)
    .executeTakeFirst();
  return row && { mobile: row.mobile, codeHash: row.codeHash, codeSalt: row.codeSalt, expiresAt: row.expiresAt, triesLeft: row.triesLeft };
}

/** Uses up one try (atomically); the tries left after it, or undefined when none were left. */
export async function takePhoneTry(db: Executor, accountId: number): Promise<number | undefined> {
  const row = await db
    .updateTable('pendingPhoneChanges')
    .set((eb) => ({ triesLeft: eb('triesLeft', '-', 1) }))
    .where('accountId', '=', accountId)
    .where('triesLeft', '>', 0)
    .returning('triesLeft')
    .executeTakeFirst();
  return row?.triesLeft;
}

/** Removes the pending change; true when there was one (so a code confirms once). */
export async function deletePendingPhone(db: Executor, accountId: number): Promise<boolean> {
  const rows = await db.deleteFrom('pendingPhoneChanges').where('accountId', '=', accountId).returning('accountId').execute();
  return rows.length > 0;
}
