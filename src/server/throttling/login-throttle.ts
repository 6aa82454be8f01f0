import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from '../repositories/executor';
import { clearThrottle, deleteThrottlesBefore, lockThrottle, saveThrottle } from '../repositories/login-throttle-repository';
import type { Clock } from '../services/clock';
import { delayAfter as policyDelayAfter, type FailurePolicy } from './failure-policy';
import { FailureThrottle } from './failure-throttle';
import { Failure } from '../services/failure';

/** Failures allowed before delays start. */
export const FREE_FAILURES = 5;
/** The longest delay: growing delays, never a permanent lock-out (ASVS 6.3.1). */
export const MAX_DELAY_SECONDS = 15 * 60;
/** A failure count this old is forgotten. */
export const FAILURES_FORGOTTEN_AFTER_MS = 60 * 60_000;

/** Passwords of one user id: 5 free failures, then 1, 2, 4 … seconds up to 15 minutes; forgotten after an hour. */
export const PASSWORD_POLICY: FailurePolicy = {
  freeFailures: FREE_FAILURES,
  maxDelaySeconds: MAX_DELAY_SECONDS,
  forgetAfterMs: FAILURES_FORGOTTEN_AFTER_MS,
  stopAt: null,
};

/** Seconds to wait after `failures` consecutive failures: none for the first 5, then 1, 2, 4 … up to 15 min. */
export function delayAfter(failures: number): number {
  return policyDelayAfter(PASSWORD_POLICY, failures);
}

/**
 * Per-account brute-force protection of passwords (login and password change). Keyed by the
 * submitted user id (normalised) whether or not an account exists, so throttling behaves the same
 * for unknown ids and reveals nothing. Each check is reserved before the (slow) hash comparison,
 * so parallel guesses get no more checks than sequential ones.
 */
export class LoginThrottle {
  private readonly throttle: FailureThrottle<string>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {
    this.throttle = new FailureThrottle(db, clock, PASSWORD_POLICY, { lock: lockThrottle, save: saveThrottle, clear: clearThrottle });
  }

  /**
   * Reserves one password check for the user id, counted as a failure until `succeed`; throws 429
   * too_many_requests (retryAfter) while the id must wait. Also drops forgotten counts, so ids tried
   * once by someone guessing do not pile up in the table. Within `trx` when given.
   */
  async reserve(userKey: string, trx?: Executor): Promise<void> {
    await deleteThrottlesBefore(trx ?? this.db, new Date(this.clock.now().getTime() - FAILURES_FORGOTTEN_AFTER_MS));
    const verdict = await this.throttle.reserve(userKey, trx);
    if (verdict.kind === 'wait') throw Failure.tooManyRequests(verdict.seconds);
  }

  /** Forgets the failures (the reserved check included) after a correct password. */
  async succeed(userKey: string): Promise<void> {
    await this.throttle.clear(userKey);
  }
}

/** The throttle key of a submitted user id. */
export function userKeyOf(userId: string): string {
  return userId.trim().toLowerCase();
}
