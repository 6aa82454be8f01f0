import type { FailureCount } from '../throttling/failure-policy';
import type { Executor } from './executor';

/**
 * The failed-password count of a submitted user id, locked for the rest of the transaction (FOR
 * UPDATE), so parallel attempts are judged one after the other. A missing row is created first
 * (0 failures): locking nothing would let parallel first attempts all pass.
 */
export async function lockThrottle(trx: Executor, userKey: string): Promise<FailureCount> {
  await trx
    .insertInto('loginThrottle')
    .values({ userKey, failures: 0, lastFailureAt: new Date(0) })
    .onConflict((oc) => oc.column('userKey').doNothing())
    .execute();
  return trx.selectFrom('loginThrottle').select(['failures', 'lastFailureAt']).where('userKey', '=', userKey).forUpdate().executeTakeFirstOrThrow();
}

/** Stores the failed-password count of a user id. */
export async function saveThrottle(trx: Executor, userKey: string, count: FailureCount): Promise<void> {
  await trx.updateTable('loginThrottle').set({ failures: count.failures, lastFailureAt: count.lastFailureAt }).where('userKey', '=', userKey).execute();
}

export async function clearThrottle(db: Executor, userKey: string): Promise<void> {
  await db.deleteFrom('loginThrottle').where('userKey', '=', userKey).execute();
}

/** Forgets failure counts whose last failure is older than `before` (they no longer delay anyone). */
export async function deleteThrottlesBefore(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('loginThrottle').where('lastFailureAt', '<', before).execute();
}
