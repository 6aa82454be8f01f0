import { sql } from 'kysely';
import type { Executor } from './executor';

/** Failed logins recorded for one submitted user id. */
export interface ThrottleState {
  readonly failures: number;
  readonly lastFailureAt: Date;
}

export async function findThrottle(db: Executor, userKey: string): Promise<ThrottleState | undefined> {
  const row = await db.selectFrom('login_throttle').select(['failures', 'last_failure_at']).where('user_key', '=', userKey).executeTakeFirst();
  return row && { failures: row.failures, lastFailureAt: row.last_failure_at };
}

/**
 * Counts one more failure in one statement (parallel failures all count). A count whose last failure
 * is older than `resetBefore` starts again at 1.
 */
export async function recordFailure(db: Executor, userKey: string, now: Date, resetBefore: Date): Promise<number> {
  const row = await db
    .insertInto('login_throttle')
    .values({ user_key: userKey, failures: 1, last_failure_at: now })
    .onConflict((oc) =>
      oc.column('user_key').doUpdateSet({
        failures: sql<number>`CASE WHEN login_throttle.last_failure_at < ${resetBefore} THEN 1 ELSE login_throttle.failures + 1 END`,
        last_failure_at: now,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

export async function clearThrottle(db: Executor, userKey: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('user_key', '=', userKey).execute();
}

/** Forgets failure counts whose last failure is older than `before` (they no longer delay anyone). */
export async function deleteThrottlesBefore(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('login_throttle').where('last_failure_at', '<', before).execute();
}
