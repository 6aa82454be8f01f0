import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  clearSecondFactorFailures,
  findSecondFactorFailures,
  lockSecondFactorFailures,
  saveSecondFactorFailures,
} from '../repositories/second-factor-failures-repository';
import type { Clock } from '../services/clock';
import { Failure } from '../services/failure';
import { type FailurePolicy, judgeTry } from './failure-policy';
import { FailureThrottle } from './failure-throttle';
import { RateLimiter } from './rate-limiter';

/**
 * Wrong codes of one account, across all its logins and resends: 10 free, then 1, 2, 4 … seconds
 * up to 15 minutes; at 50 (well below NIST SP 800-63B's 100) no code is checked or sent any more.
 * Only a correct code clears the count, never a correct password and never time.
 */
export const SECOND_FACTOR_POLICY: FailurePolicy = { freeFailures: 10, maxDelaySeconds: 15 * 60, forgetAfterMs: null, stopAt: 50 };

const HOUR_MS = 60 * 60_000;

/**
 * The per-account bounds of the second factor: guesses (reserved before each comparison, like
 * password checks) and code messages per hour (each login and resend sends an e-mail or a text
 * message: no flooding an owner). Kept in the database, so they hold across instances.
 */
export class SecondFactorLimits {
  private readonly guesses: FailureThrottle<number>;
  private readonly limiter: RateLimiter;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly codesPerHour: number,
  ) {
    this.limiter = new RateLimiter(db, clock);
    this.guesses = new FailureThrottle(db, clock, SECOND_FACTOR_POLICY, {
      lock: lockSecondFactorFailures,
      save: saveSecondFactorFailures,
      clear: clearSecondFactorFailures,
    });
  }

  /**
   * Before a code message goes to the account: 403 second_factor_locked once guessing has stopped,
   * 429 too_many_requests beyond the messages of the hour.
   */
  async beforeSending(accountId: number): Promise<void> {
    const count = await findSecondFactorFailures(this.db, accountId);
    if (judgeTry(SECOND_FACTOR_POLICY, count, this.clock.now()).kind === 'stopped') throw Failure.forbidden('second_factor_locked');
    await this.limiter.hit(`codes:${accountId}`, { max: this.codesPerHour, windowMs: HOUR_MS });
  }

  /** Reserves one code comparison (counted as wrong until `correct`), or 429 / 403 second_factor_locked. */
  async reserveGuess(accountId: number): Promise<void> {
    const verdict = await this.guesses.reserve(accountId);
    if (verdict.kind === 'wait') throw Failure.tooManyRequests(verdict.seconds);
    if (verdict.kind === 'stopped') throw Failure.forbidden('second_factor_locked');
  }

  /** A correct code: the account's wrong codes are forgotten. */
  async correct(accountId: number): Promise<void> {
    await this.guesses.clear(accountId);
  }
}
