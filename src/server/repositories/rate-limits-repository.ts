import { sql } from 'kysely';
import type { Executor } from './executor';

/** A counter after a hit: the hits of its window and when the window ends. */
export interface RateLimitHit {
  readonly hits: number;
  readonly expiresAt: Date;
}

/**
 * Counts one hit (or `weight`, e.g. bytes of a daily quota) on `key` in one statement (parallel
 * hits of every instance all count): a window that has ended starts again and ends `windowMs` from now.
 */
export async function hitRateLimit(db: Executor, key: string, now: Date, windowMs: number, weight = 1): Promise<RateLimitHit> {
  const expiresAt = new Date(now.getTime() + windowMs);
  const ended = sql<boolean>`rate_limits.expires_at <= ${now}`;
  return db
    .insertInto('rateLimits')
    .values({ key, hits: weight, expiresAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`CASE WHEN ${ended} THEN ${weight}::int ELSE rate_limits.hits + ${weight}::int END`,
        expiresAt: sql<Date>`CASE WHEN ${ended} THEN ${expiresAt} ELSE rate_limits.expires_at END`,
      }),
    )
    .returning(['hits', 'expiresAt'])
    .executeTakeFirstOrThrow();
}

/** Forgets counters whose window ended before `before`. */
export async function deleteEndedRateLimits(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('rateLimits').where('expiresAt', '<', before).execute();
}
