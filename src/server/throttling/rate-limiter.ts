import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { deleteEndedRateLimits, hitRateLimit } from '../repositories/rate-limits-repository';
import type { Clock } from '../services/clock';
import { Failure } from '../services/failure';

/** How many hits a key may have per window. */
export interface RateLimit {
  readonly max: number;
  readonly windowMs: number;
}

/**
 * Fixed-window limits kept in the database, so every instance counts against the same number
 * (an in-process counter would allow that many per instance and forget it at each restart).
 */
export class RateLimiter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Counts a hit on `key`; beyond the limit throws 429 too_many_requests with the seconds until the window ends. */
  async hit(key: string, limit: RateLimit): Promise<void> {
    await this.count(key, limit);
  }

  /**
   * `hit` with a `weight` (a quota of bytes counts each request's size) that also says whether
   * this hit opened a new window (a moment for work that should run once per window).
   */
  async count(key: string, limit: RateLimit, weight = 1): Promise<{ newWindow: boolean }> {
    const now = this.clock.now();
    const { hits, expiresAt } = await hitRateLimit(this.db, key, now, limit.windowMs, weight);
    const newWindow = hits === weight;
    // A new window: a good moment to drop the counters whose windows ended (no timer needed).
    if (newWindow) await deleteEndedRateLimits(this.db, now);
    if (hits > limit.max) throw Failure.tooManyRequests((expiresAt.getTime() - now.getTime()) / 1000);
    return { newWindow };
  }
}
