import { sql } from 'kysely';
import type { Executor } from './executor';

/** Failed logins recorded for one submitted user id. */
export interface ThrottleState {
  readonly failures: number;
  readonly lastFailureAt: Date;
}

export async function findThrottle(db: Executor, userKey: string): Promise<ThrottleState | undefined> {
  const row = await db.selectFrom('loginThrottle').select(['failures', 'lastFailureAt']).where('userKey', '=', userKey).executeTakeFirst();
  return row && { failures: row.failures, lastFailureAt: row.lastFailureAt };
}

/**
 * Counts one more failure in one statement (parallel failures all count). A count whose last failure
 * is older than `resetBefore` starts again at 1.
 */
export async function recordFailure(db: Executor, userKey: string, now: Date, resetBefore: Date): Promise<number> {
  const row = await db
    .insertInto('loginThrottle')
    .values({ userKey, failures: 1, lastFailureAt: now })
    .onConflict((oc) =>
      oc.column('userKey').doUpdateSet({
        failures: sql<number>`CASE WHEN login_throttle.last_failure_at < ${resetBefore} THEN 1 ELSE login_throttle.failures + 1 END`,
        lastFailureAt: now,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

export async function clearThrottle(db: Executor, userKey: string): Promise<void> {
  await db.deleteFrom('loginThrottle').where('userKey', '=', userKey).execute();
}

/** Forgets failure counts whose last failure is older than `before` (they no longer delay anyone). */
export async function deleteThrottlesBefore(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('loginThrottle').where('lastFailureAt', '<', before).execute();
}
