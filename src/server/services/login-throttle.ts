import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { clearThrottle, deleteThrottlesBefore, findThrottle, recordFailure } from '../repositories/login-throttle-repository';
import type { Clock } from './clock';

/** Failures allowed before delays start. */
export const FREE_FAILURES = 5;
/** The longest delay: growing delays, never a permanent lock-out (ASVS 6.3.1). */
export const MAX_DELAY_SECONDS = 15 * 60;
/** A failure count this old is forgotten. */
export const FAILURES_FORGOTTEN_AFTER_MS = 60 * 60_000;

/** Seconds to wait after `failures` consecutive failures: none for the first 5, then 1, 2, 4 … up to 15 min. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES), MAX_DELAY_SECONDS);
}

/**
 * Per-account brute-force protection. Keyed by the submitted user id (normalised) whether or not an
 * account exists, so throttling behaves the same for unknown ids and reveals nothing.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Seconds until this user id may try again (0: now). */
  async secondsToWait(userKey: string): Promise<number> {
    const state = await findThrottle(this.db, userKey);
    if (!state) return 0;
    const now = this.clock.now().getTime();
    if (now - state.lastFailureAt.getTime() > FAILURES_FORGOTTEN_AFTER_MS) return 0;
    const readyAt = state.lastFailureAt.getTime() + delayAfter(state.failures) * 1000;
    return Math.max(0, Math.ceil((readyAt - now) / 1000));
  }

  /**
   * Counts a failed password check. Also drops forgotten counts, so ids tried once by someone
   * guessing do not pile up in the table.
   */
  async fail(userKey: string): Promise<void> {
    const now = this.clock.now();
    const forgottenBefore = new Date(now.getTime() - FAILURES_FORGOTTEN_AFTER_MS);
    await deleteThrottlesBefore(this.db, forgottenBefore);
    await recordFailure(this.db, userKey, now, forgottenBefore);
  }

  /** Forgets the failures after a correct password. */
  async succeed(userKey: string): Promise<void> {
    await clearThrottle(this.db, userKey);
  }
}

/** The throttle key of a submitted user id. */
export function userKeyOf(userId: string): string {
  return userId.trim().toLowerCase();
}
