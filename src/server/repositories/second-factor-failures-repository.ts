import type { FailureCount } from '../throttling/failure-policy';
import type { Executor } from './executor';

/**
 * The account's wrong-code count, locked for the rest of the transaction (FOR UPDATE), so parallel
 * guesses are judged one after the other. A missing row is created first (0 failures): locking
 * nothing would let parallel first guesses all pass.
 */
export async function lockSecondFactorFailures(trx: Executor, accountId: number): Promise<FailureCount> {
  await trx
    .insertInto('secondFactorFailures')
    .values({ accountId, failures: 0, lastFailureAt: new Date(0) })
    .onConflict((oc) => oc.column('accountId').doNothing())
    .execute();
  return trx
    .selectFrom('secondFactorFailures')
    .select(['failures', 'lastFailureAt'])
    .where('accountId', '=', accountId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Stores the account's wrong-code count. */
export async function saveSecondFactorFailures(trx: Executor, accountId: number, count: FailureCount): Promise<void> {
  await trx
    .insertInto('secondFactorFailures')
    .values({ accountId, failures: count.failures, lastFailureAt: count.lastFailureAt })
    .onConflict((oc) => oc.column('accountId').doUpdateSet({ failures: count.failures, lastFailureAt: count.lastFailureAt }))
    .execute();
}

/** Forgets the account's wrong codes (after a correct one). */
export async function clearSecondFactorFailures(db: Executor, accountId: number): Promise<void> {
  await db.deleteFrom('secondFactorFailures').where('accountId', '=', accountId).execute();
}

/** The account's wrong-code count as it is (no lock); undefined when there is none. */
export async function findSecondFactorFailures(db: Executor, accountId: number): Promise<FailureCount | undefined> {
  return db.selectFrom('secondFactorFailures').select(['failures', 'lastFailureAt']).where('accountId', '=', accountId).executeTakeFirst();
}
