import { jsonb } from '../db/sql-values';
import type { Executor } from './executor';

/** A stored answer to a request with an Idempotency-Key. */
export interface StoredAnswer {
  readonly requestHash: string;
  readonly status: number;
  readonly response: unknown;
}

/**
 * Claims the account's key for this request inside the caller's transaction. Undefined when the
 * key is new (the caller does the work and stores its answer with storeAnswer); otherwise the
 * answer stored for it. A parallel request with the same key waits on the key's row until the
 * first transaction ends, then sees its answer (or claims the key if that one rolled back).
 */
export async function claimKey(db: Executor, accountId: number, key: string, requestHash: string, now: Date): Promise<StoredAnswer | undefined> {
  const claimed = await db
    .insertInto('idempotencyKeys')
    .values({ accountId: accountId, key, requestHash: requestHash, status: 0, response: jsonb(null), createdAt: now })
    .onConflict((conflict) => conflict.columns(['accountId', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (claimed) return undefined;
  const row = await db
    .selectFrom('idempotencyKeys')
    .select(['requestHash', 'status', 'response'])
    .where('accountId', '=', accountId)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return { requestHash: row.requestHash, status: row.status, response: row.response };
}

/** Stores the answer of a claimed key (same transaction as the work it answers). */
export async function storeAnswer(db: Executor, accountId: number, key: string, status: number, response: unknown): Promise<void> {
  await db
    .updateTable('idempotencyKeys')
    .set({ status, response: jsonb(response) })
    .where('accountId', '=', accountId)
    .where('key', '=', key)
    .execute();
}

/** Forgets keys older than `before` (a retry comes within minutes, not days). */
export async function forgetKeysBefore(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('idempotencyKeys').where('createdAt', '<', before).execute();
}
